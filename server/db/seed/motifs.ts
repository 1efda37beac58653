import type { Motif } from "./motif-kit.ts";
import { worldMap } from "./motif-worldmap.ts";
import { mandala, mountains, stag, treeOfLife, whales, wildflowers } from "./motifs-decor.ts";
import {
  babyFrame,
  balloonMobile,
  familyHeart,
  foxPuzzle,
  growthChart,
  moonPhases,
  rainbow,
  rocketLabel,
  starsMoon,
  tractorSign,
} from "./motifs-kids.ts";
import { aurora, award, balloonFestival, compass, forest, koi, logoCoaster, logoPlaque, namePlate, snowflake } from "./motifs-studio.ts";

/** Every engraving a demo product can show; the catalogue names one per product. */
export const MOTIFS = {
  babyFrame,
  familyHeart,
  rocketLabel,
  tractorSign,
  starsMoon,
  balloonMobile,
  rainbow,
  growthChart,
  foxPuzzle,
  moonPhases,
  mountains,
  mandala,
  worldMap,
  treeOfLife,
  wildflowers,
  stag,
  whales,
  logoPlaque,
  logoCoaster,
  namePlate,
  award,
  snowflake,
  forest,
  aurora,
  compass,
  balloonFestival,
  koi,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
