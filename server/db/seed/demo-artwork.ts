import { storeImageVariants } from "../../domain/images/variants.ts";
import type { ImageStore } from "../../integrations/storage/image-store.ts";
import { MOTIFS, type Motif } from "./demo-motifs.ts";

export type { Motif };

const WOODS = {
  birch: { light: "#f1dfbf", mid: "#e2c595", dark: "#c9a673", burn: "#4a2c14" },
  oak: { light: "#e3c08e", mid: "#cf9f62", dark: "#a9773d", burn: "#3b2210" },
  walnut: { light: "#a87b55", mid: "#8a5f3c", dark: "#5f3d22", burn: "#f3e3c7" },
} as const;
export type Wood = keyof typeof WOODS;

const WALLS = ["#e9ede6", "#f3e9e1", "#e4e9ef", "#efe6d6", "#e8e1ea"];

/** A tiny deterministic random generator, so the same key always draws the same picture. */
function random(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909)) >>> 0;
    return (h % 10000) / 10000;
  };
}

/** A wood board with grain lines, in a box of the given size. */
function board(w: number, h: number, wood: Wood, rnd: () => number, id: string) {
  const c = WOODS[wood];
  const grain = Array.from({ length: 34 }, (_, i) => {
    const y = (h / 34) * i + rnd() * 12;
    const amp = 4 + rnd() * 14;
    const k = 1 + rnd() * 2;
    return `<path d="M0 ${y.toFixed(1)} C ${w * 0.3} ${(y - amp * k).toFixed(1)}, ${w * 0.6} ${(y + amp).toFixed(1)}, ${w} ${(y - amp * 0.5).toFixed(1)}" stroke="${i % 3 ? c.dark : c.mid}" stroke-width="${(1 + rnd() * 3).toFixed(1)}" fill="none" opacity="${(0.18 + rnd() * 0.3).toFixed(2)}"/>`;
  }).join("");
  return `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset=".55" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g${id})"/>${grain}`;
}

/** Picture `index` of a product: the board itself, the piece on a wall, or a close-up. */
export function artworkSvg(key: string, motif: Motif, wood: Wood, index: number): string {
  const rnd = random(key);
  const S = 1280;
  const burn = WOODS[wood].burn;
  const art = (x: number, y: number, size: number) =>
    `<g transform="translate(${x} ${y}) scale(${size / 100})" opacity=".92">${MOTIFS[motif](burn)}</g>`;
  if (index % 3 === 1) {
    const wall = WALLS[Math.floor(rnd() * WALLS.length)];
    const bw = 760;
    const x = (S - bw) / 2;
    const y = 240;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<rect width="${S}" height="${S}" fill="${wall}"/><rect y="${S - 220}" width="${S}" height="220" fill="#d8c7ad"/>
<rect x="${x + 22}" y="${y + 30}" width="${bw}" height="${bw}" rx="26" fill="#000" opacity=".14"/>
<svg x="${x}" y="${y}" width="${bw}" height="${bw}"><rect width="${bw}" height="${bw}" rx="26" fill="#000"/>${board(bw, bw, wood, rnd, "w")}${art(110, 110, bw - 220)}</svg>
<circle cx="${S / 2}" cy="${y - 34}" r="9" fill="#8a7458"/></svg>`;
  }
  const zoom = index % 3 === 2;
  const size = zoom ? 1500 : 880;
  const offset = (S - size) / 2 + (zoom ? 120 : 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${board(S, S, wood, rnd, "b")}
<rect x="28" y="28" width="${S - 56}" height="${S - 56}" rx="36" fill="none" stroke="${WOODS[wood].dark}" stroke-width="6" opacity=".35"/>${art(offset, offset, size)}</svg>`;
}

/** Renders and stores the pictures that are not stored yet (two at a time on a two-core machine). */
export async function renderArtwork(store: ImageStore, jobs: { key: string; motif: Motif; wood: Wood; index: number }[]) {
  const todo: typeof jobs = [];
  for (const job of jobs) if (!(await store.has(job.key))) todo.push(job);
  const next = async (): Promise<void> => {
    const job = todo.shift();
    if (!job) return;
    await storeImageVariants(store, job.key, Buffer.from(artworkSvg(job.key, job.motif, job.wood, job.index)));
    return next();
  };
  await Promise.all([next(), next()]);
}
