import type { ArtSpec } from "./artwork.ts";
import { WALL_ART_PRODUCTS } from "./products-decor.ts";
import { KIDS_PRODUCTS } from "./products-kids.ts";
import { CORPORATE_PRODUCTS, GALLERY_PRODUCTS } from "./products-studio.ts";

/**
 * The demo catalogue a fresh shop starts with. Texts are [English, German]; the products live in one
 * file per category and only import types from here.
 */

export const MATERIALS = ["Basswood 2mm", "Plywood 4mm", "Wood Canvas", "Acryl Painting"] as const;
export type Material = (typeof MATERIALS)[number];

export type Both = [en: string, de: string];

export interface SeedCategory {
  id: number;
  slug: string;
  name: Both;
  description: Both;
}

export interface SeedProduct {
  slug: string;
  categoryId: number;
  name: Both;
  description: Both;
  /** Material and finish; the care advice for `care` is appended. */
  details: Both;
  care: "oil" | "wall";
  priceCents: number;
  materials: Material[];
  /** width, height, depth in cm */
  size: [number, number, number];
  rating: number;
  reviewCount: number;
  customizable?: boolean;
  featured?: boolean;
  showInGallery?: boolean;
  /** How the generated demo photos look; "painted" follows from the materials. */
  art: Omit<ArtSpec, "painted">;
}

export const GALLERY_CATEGORY_ID = 1;

export const CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    slug: "wooden-gallery",
    name: ["The Wooden Gallery", "Die Holzgalerie"],
    description: [
      "One-of-a-kind showpieces, layered, engraved and finished by hand in very small numbers.",
      "Einzelstücke und Kleinstserien – geschichtet, graviert und von Hand vollendet.",
    ],
  },
  {
    id: 2,
    slug: "baby-kids",
    name: ["Baby & Kids", "Baby & Kinder"],
    description: [
      "Personalised keepsakes, name signs and nursery décor made to outlast childhood.",
      "Personalisierte Erinnerungsstücke, Namensschilder und Deko fürs Kinderzimmer, die bleiben.",
    ],
  },
  {
    id: 3,
    slug: "wall-art",
    name: ["Wall Art", "Wandkunst"],
    description: [
      "Engraved and layered wooden pictures for living room, hallway and studio.",
      "Gravierte und geschichtete Holzbilder für Wohnzimmer, Flur und Atelier.",
    ],
  },
  {
    id: 4,
    slug: "corporate",
    name: ["Corporate", "Firmengeschenke"],
    description: [
      "Logo plaques, desk pieces and gifts for teams and clients, engraved in small batches.",
      "Logo-Schilder, Schreibtisch-Accessoires und Geschenke für Teams und Kunden – in Kleinserien graviert.",
    ],
  },
];

const CARE_OIL: Both = [
  "Wipe with a dry or slightly damp cloth; no dishwasher, no soaking.",
  "Mit einem trockenen oder leicht feuchten Tuch abwischen; nicht in die Spülmaschine, nicht einweichen.",
];
const CARE_WALL: Both = [
  "Hang out of direct sunlight to keep the engraving's contrast; dust with a soft brush.",
  "Nicht in praller Sonne aufhängen, damit die Gravur ihren Kontrast behält; mit einem weichen Pinsel abstauben.",
];

/** In insertion order, which is also id order: the first product gets id 1. */
export const PRODUCTS = [...KIDS_PRODUCTS, ...WALL_ART_PRODUCTS, ...CORPORATE_PRODUCTS, ...GALLERY_PRODUCTS].map((p) => {
  const care = p.care === "oil" ? CARE_OIL : CARE_WALL;
  // Showpieces and featured products get a third photo (on a wall), the rest two.
  const count = p.featured || p.showInGallery ? 3 : 2;
  return {
    ...p,
    details: [`${p.details[0]} ${care[0]}`, `${p.details[1]} ${care[1]}`] as Both,
    imageKeys: Array.from({ length: count }, (_, i) => `demo-${p.slug}-${i + 1}`),
  };
});

export type SeedProductWithImages = (typeof PRODUCTS)[number];
