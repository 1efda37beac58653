import sharp from "sharp";
import { storeImageVariants } from "../../domain/images/variants.ts";
import type { ImageStore } from "../../integrations/storage/image-store.ts";
import { f, seeded } from "./motif-kit.ts";
import { MOTIFS, type MotifName } from "./motifs.ts";

/**
 * Demo product photos drawn as SVG and rendered by sharp (librsvg), so a fresh install has a
 * believable shop without any network or stock photos. Only shapes, never <text>: fonts may be missing.
 */

export type Wood = "birch" | "oak" | "walnut";
export type BoardShape = "square" | "round" | "wide" | "tall";

export interface ArtSpec {
  motif: MotifName;
  shape: BoardShape;
  wood: Wood;
  painted?: boolean;
}

const SIZE = 1280;
const TEXTURE = 1024;

const WOODS: Record<Wood, { base: string; grain: string; edge: string; ink: string; halo: string; seed: number }> = {
  birch: { base: "#e6cca3", grain: "#9c6f43", edge: "#b98f5f", ink: "#4a2812", halo: "#8c5a32", seed: 7 },
  oak: { base: "#d2a870", grain: "#80532b", edge: "#9c7040", ink: "#3d2010", halo: "#7a4a26", seed: 21 },
  walnut: { base: "#845437", grain: "#3a2010", edge: "#5a3722", ink: "#1c0f07", halo: "#2c180c", seed: 3 },
};

const BOARDS: Record<BoardShape, { w: number; h: number; r: number }> = {
  square: { w: 820, h: 820, r: 26 },
  round: { w: 860, h: 860, r: 430 },
  wide: { w: 980, h: 660, r: 24 },
  tall: { w: 640, h: 940, r: 24 },
};

const WALLS = ["#a9b8a0", "#d6a98f", "#9fb3c4", "#dcc07f", "#e3c4ba", "#b7c2b0", "#c9b5a0"];

/** Hex colour to the 0..1 RGB triple an feColorMatrix row needs. */
function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3));
}

/** Nested sideways parabolas: the "cathedral" growth rings of flat-sawn boards. */
function growthRings(wood: Wood) {
  const rand = seeded(wood);
  const yc = TEXTURE * (0.35 + rand() * 0.3);
  let xk = -TEXTURE * 0.15 + rand() * TEXTURE * 0.3;
  let out = "";
  for (let k = 0; k < 20; k++) {
    xk += 14 + rand() * 30;
    const p = 150 - k * 6;
    const phase = rand() * 6;
    const ymax = Math.sqrt(p * (TEXTURE + 40 - xk));
    let d = "";
    for (let dy = -ymax; dy <= ymax; dy += 8) {
      const x = xk + (dy * dy) / p;
      d += `${d ? " L" : "M"}${f(x)} ${f(yc + dy * (dy > 0 ? 1.15 : 1) + Math.sin(x / 110 + phase) * 6)}`;
    }
    out += `<path d="${d}" stroke-opacity="${(0.1 + rand() * 0.22).toFixed(2)}" stroke-width="${f(1 + rand() * 3.5)}"/>`;
  }
  return `<g fill="none" stroke="${WOODS[wood].grain}">${out}</g>`;
}

function textureSvg(wood: Wood) {
  const { base, grain, seed } = WOODS[wood];
  const [r, g, b] = rgb(grain);
  const tint = (alpha: string) => `0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  ${alpha}`;
  const region = `filterUnits="userSpaceOnUse" x="0" y="0" width="${TEXTURE}" height="${TEXTURE}"`;
  // Noise stretched along x gives fibres and streaks; the vector rings add the figure noise cannot.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TEXTURE}" height="${TEXTURE}">
<defs>
<filter id="figure" ${region}><feTurbulence type="fractalNoise" baseFrequency="0.001 0.008" numOctaves="1" seed="${seed}"/>
<feColorMatrix type="matrix" values="${tint("2.6 0 0 0 -1.1")}"/></filter>
<filter id="grain" ${region}><feTurbulence type="fractalNoise" baseFrequency="0.002 0.07" numOctaves="2" seed="${seed + 1}"/>
<feColorMatrix type="matrix" values="${tint("4 0 0 0 -1.9")}"/></filter>
<filter id="fibre" ${region}><feTurbulence type="turbulence" baseFrequency="0.004 0.25" numOctaves="1" seed="${seed + 3}"/>
<feColorMatrix type="matrix" values="${tint("1.5 0 0 0 -0.2")}"/></filter>
</defs>
<rect width="100%" height="100%" fill="${base}"/>
<rect width="100%" height="100%" filter="url(#figure)" opacity="0.5"/>
${growthRings(wood)}
<rect width="100%" height="100%" filter="url(#grain)" opacity="0.6"/>
<rect width="100%" height="100%" filter="url(#fibre)" opacity="0.25"/>
</svg>`;
}

// Turbulence is the slow part of rendering, so each wood is rendered once per process and embedded.
const textures = new Map<Wood, Promise<string>>();
function texture(wood: Wood) {
  let t = textures.get(wood);
  if (!t) {
    t = sharp(Buffer.from(textureSvg(wood)))
      .jpeg({ quality: 88 })
      .toBuffer()
      .then((buf) => `data:image/jpeg;base64,${buf.toString("base64")}`);
    textures.set(wood, t);
  }
  return t;
}

// A blurred shadow at quarter size looks the same as a full-size one once scaled up, and librsvg's
// blur filter at full size would cost more than the rest of the picture together.
const SHADOW_MARGIN = 60;
const shadows = new Map<BoardShape, Promise<string>>();
function shadow(shape: BoardShape) {
  let s = shadows.get(shape);
  if (!s) {
    const { w, h } = BOARDS[shape];
    const [sw, sh] = [w + 2 * SHADOW_MARGIN, h + 2 * SHADOW_MARGIN];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sw / 4}" height="${sh / 4}" viewBox="${-sw / 2} ${-sh / 2} ${sw} ${sh}"><path d="${boardPath(shape)}" fill="#2b1a0e"/></svg>`;
    s = sharp(Buffer.from(svg))
      .blur(4.5)
      .png()
      .toBuffer()
      .then((buf) => `data:image/png;base64,${buf.toString("base64")}`);
    shadows.set(shape, s);
  }
  return s;
}

function boardPath(shape: BoardShape) {
  const { w, h, r } = BOARDS[shape];
  if (shape === "round") return `M${-r} 0 A${r} ${r} 0 1 0 ${r} 0 A${r} ${r} 0 1 0 ${-r} 0 Z`;
  const x = -w / 2;
  const y = -h / 2;
  return `M${x + r} ${y} H${-x - r} A${r} ${r} 0 0 1 ${-x} ${y + r} V${-y - r} A${r} ${r} 0 0 1 ${-x - r} ${-y} H${x + r} A${r} ${r} 0 0 1 ${x} ${-y - r} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} Z`;
}

/** The engraved board centred on 0,0 (board units = pixels at scale 1). */
async function board(art: ArtSpec, slug: string) {
  const wood = WOODS[art.wood];
  const { w, h } = BOARDS[art.shape];
  const rand = seeded(slug);
  const shape = boardPath(art.shape);
  const s = (Math.min(w, h) * (art.shape === "round" ? 0.74 : 0.8)) / 200;
  const motif = MOTIFS[art.motif]({ w: w / 2 / s, h: h / 2 / s, rand, painted: !!art.painted });

  // Vary the texture per product so two birch pieces do not show the identical plank.
  const tall = art.shape === "tall";
  const span = Math.max(w, h) * 1.12;
  const dx = (rand() - 0.5) * 0.1 * span;
  const flip = rand() < 0.5 ? -1 : 1;
  const texTransform = `${tall ? "rotate(90)" : ""} scale(${flip} 1) translate(${f(-span / 2 + dx)} ${f(-span / 2)})`;
  const motifGroup = `transform="scale(${f(s)})" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"`;

  return `<defs>
<clipPath id="board-clip"><path d="${shape}"/></clipPath>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
<stop offset="1" stop-color="#2a1406" stop-opacity="0.2"/></linearGradient>
<g id="motif" ${motifGroup}>${motif.burn}</g>
</defs>
<image href="${await shadow(art.shape)}" x="${-w / 2 - SHADOW_MARGIN}" y="${-h / 2 - SHADOW_MARGIN}" width="${w + 2 * SHADOW_MARGIN}" height="${h + 2 * SHADOW_MARGIN}" preserveAspectRatio="none" transform="translate(16 26)" opacity="0.42"/>
<path d="${shape}" transform="translate(0 10)" fill="${wood.edge}"/>
<g clip-path="url(#board-clip)">
<image href="${await texture(art.wood)}" width="${f(span)}" height="${f(span)}" preserveAspectRatio="none" transform="${texTransform}"/>
${motif.paint && art.painted ? `<g transform="scale(${f(s)})" opacity="0.9">${motif.paint}</g>` : ""}
<use href="#motif" color="${wood.halo}" transform="translate(1.5 1.5)" opacity="0.5"/>
<use href="#motif" color="${wood.ink}" style="mix-blend-mode:multiply" opacity="0.92"/>
${motif.top ? `<g transform="scale(${f(s)})">${motif.top}</g>` : ""}
<path d="${shape}" fill="url(#light)"/>
<path d="${shape}" fill="none" stroke="#2a1406" stroke-opacity="0.22" stroke-width="10"/>
</g>
<path d="${shape}" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="2"/>`;
}

/** A eucalyptus twig reaching into the wall shot from a corner, for a styled-photo feel. */
function sprig(x: number, y: number, rot: number) {
  let leaves = "";
  for (let i = 0; i < 8; i++) {
    const t = 0.12 + i * 0.115;
    const px = 330 * t;
    const py = -60 * Math.sin(t * 2.4);
    for (const side of [-1, 1]) {
      const r = 30 - 14 * t;
      leaves += `<ellipse cx="${f(px + side * 4)}" cy="${f(py + side * (r + 2))}" rx="${f(r)}" ry="${f(r * 0.86)}" fill="${side > 0 ? "#7f9787" : "#94ab98"}"/>`;
    }
  }
  return `<g transform="translate(${x} ${y}) rotate(${rot})" opacity="0.95">
<path d="M0 0 Q170 -90 340 -50" fill="none" stroke="#6b5a44" stroke-width="4"/>${leaves}</g>`;
}

function studio(inner: string) {
  return `<defs><radialGradient id="bg" cx="0.45" cy="0.38" r="0.8">
<stop offset="0" stop-color="#faf6ef"/><stop offset="1" stop-color="#e3d6c2"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${inner}`;
}

function wall(inner: string, colour: string, art: ArtSpec, rot: number) {
  const { w, h } = BOARDS[art.shape];
  const hx = w * 0.3;
  const hy = art.shape === "round" ? -Math.sqrt((w / 2) ** 2 - hx * hx) + 26 : -h / 2 + 26;
  const nail = -h / 2 - 150;
  const twine = `<path d="M${-hx} ${f(hy)} L0 ${nail} L${hx} ${f(hy)}" fill="none" stroke="#8a7556" stroke-width="3.5"/>
<circle cx="0" cy="${nail}" r="7" fill="#5c5044"/><circle cx="${-hx}" cy="${f(hy)}" r="6" fill="#3a2414"/><circle cx="${hx}" cy="${f(hy)}" r="6" fill="#3a2414"/>`;
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/>
<stop offset="1" stop-color="${colour}" stop-opacity="0.78"/></linearGradient>
<radialGradient id="lamp" cx="0.25" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="#2e2620"/><rect width="${SIZE}" height="${SIZE}" fill="url(#wall)"/>
<rect width="${SIZE}" height="${SIZE}" fill="url(#lamp)"/>
<g transform="translate(640 ${art.shape === "tall" ? 700 : 690}) scale(0.74) rotate(${f(rot)})">${twine}${inner}</g>
${sprig(-30, 1250, -38)}`;
}

/**
 * SVG for one image. Unless given, the key's trailing number picks the view: 1 studio shot,
 * 2 close-up, 3 and later the piece hanging on a coloured wall.
 */
export async function artworkSvg(art: ArtSpec, key: string, view = Number(/-(\d+)$/.exec(key)?.[1] ?? 1)) {
  // The close-up and wall views must show the same piece as the studio shot, so the drawing is seeded
  // by the key without its view number.
  const slug = key.replace(/-\d+$/, "");
  const piece = await board(art, slug);
  const rand = seeded(key);
  let scene: string;
  if (view === 1) scene = studio(`<g transform="translate(640 620)">${piece}</g>`);
  else if (view === 2) {
    const { w, h } = BOARDS[art.shape];
    const fx = (rand() - 0.5) * w * 0.3;
    const fy = (rand() - 0.5) * h * 0.3;
    scene = studio(`<g transform="translate(640 640) scale(1.8) translate(${f(-fx)} ${f(-fy)})">${piece}</g>`);
  } else {
    const colour = WALLS[Math.floor(rand() * WALLS.length)] ?? WALLS[0];
    scene = wall(piece, colour as string, art, (rand() - 0.5) * 6);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${scene}</svg>`;
}

/** Renders and stores every WebP variant of one demo image; returns its public URL. */
export async function renderArtwork(store: ImageStore, key: string, art: ArtSpec, view?: number) {
  // Handed an SVG, sharp would rasterise it once per variant. One rasterisation saved as a near-lossless
  // JPEG decodes four times much faster (with shrink-on-load for the small sizes) and keeps the
  // first start within its time budget.
  const svg = Buffer.from(await artworkSvg(art, key, view));
  const jpeg = await sharp(svg).jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer();
  return storeImageVariants(store, key, jpeg);
}
