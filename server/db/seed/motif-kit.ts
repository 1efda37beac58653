/**
 * Drawing vocabulary shared by the demo motifs. Motifs draw in a box centred on 0,0 that is 200 units
 * high; `w`/`h` are the half extents of the board in those units, so wide boards get room to the sides.
 * Burned parts inherit `currentColor` from the engraving group, so the same markup serves every wood.
 */

export interface MotifContext {
  w: number;
  h: number;
  /** Seeded per product, so the close-up and the wall view show the same piece. */
  rand: () => number;
  /** Whether the product is hand painted (materials include "Acryl Painting"). */
  painted: boolean;
}

export interface MotifArt {
  /** Laser-burned lines and fills (multiplied into the wood grain). */
  burn: string;
  /** Acrylic paint under the burn lines, only drawn for painted pieces. */
  paint?: string;
  /** Opaque inlays drawn last, e.g. the sample picture in a photo frame. */
  top?: string;
}

export type Motif = (c: MotifContext) => MotifArt;

export const SOLID = 'fill="currentColor" stroke="none"';
/** Muted acrylic colours that read well on birch and walnut alike. */
export const PAINT = ["#c8765a", "#d9a441", "#8fa68a", "#7d9bb5", "#e0a9a0", "#5f8f8b", "#b35d4c"];

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function polar(r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}

/** A burned area whose darkness stands for the engraving depth (laser power). */
export const shade = (opacity: number) => `fill="currentColor" fill-opacity="${opacity}" stroke="none"`;

export const poly = (pts: [number, number][], attrs: string) =>
  `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(" L")} Z" ${attrs}/>`;

export const circle = (cx: number, cy: number, r: number, attrs = "") => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`;

export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rot = 0) {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const [x, y] = polar(i % 2 ? inner : outer, rot + (i * 180) / points);
    pts.push([cx + x, cy + y]);
  }
  return `M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(" L")} Z`;
}

export const star = (cx: number, cy: number, r: number, attrs = SOLID) => `<path d="${starPath(cx, cy, r, r * 0.45)}" ${attrs}/>`;

/** Crescent of a circle (radius R) bitten by a second circle (radius r) shifted right by d. */
export function crescent(cx: number, cy: number, R: number, d: number, r: number, rot = 0, attrs = SOLID) {
  const x = (d * d + R * R - r * r) / (2 * d);
  const y = Math.sqrt(Math.max(R * R - x * x, 0));
  const large = x > d ? 1 : 0;
  const d1 = `M${f(x)} ${f(-y)} A${f(R)} ${f(R)} 0 ${x > 0 ? 1 : 0} 0 ${f(x)} ${f(y)} A${f(r)} ${f(r)} 0 ${large} 1 ${f(x)} ${f(-y)} Z`;
  return `<path transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})" d="${d1}" ${attrs}/>`;
}

/** Moon at phase p (0 new, 0.5 full); waxing moons are lit on the right. */
export function moonPhase(cx: number, cy: number, r: number, p: number) {
  const ring = circle(cx, cy, r, 'fill="none" stroke-width="1.4"');
  if (p <= 0.01 || p >= 0.99) return ring;
  const waxing = p < 0.5;
  const q = waxing ? p : 1 - p;
  const rx = Math.abs(Math.cos(2 * Math.PI * q)) * r;
  const sweep = q < 0.25 ? 0 : 1;
  const d = `M0 ${f(-r)} A${f(r)} ${f(r)} 0 0 1 0 ${f(r)} A${f(rx)} ${f(r)} 0 0 ${sweep} 0 ${f(-r)} Z`;
  return `${ring}<path transform="translate(${f(cx)} ${f(cy)}) scale(${waxing ? 1 : -1} 1)" d="${d}" ${SOLID}/>`;
}

/** Fluffy cloud outline sitting on a flat base; (cx, cy) is the middle of the base. */
export function cloud(cx: number, cy: number, s: number, attrs = `fill="none" stroke-width="${f(2 / s)}"`) {
  const d = `M-30 0 A11 11 0 0 1 -22 -19 A16 16 0 0 1 4 -27 A13 13 0 0 1 25 -14 A8 8 0 0 1 30 0 Z`;
  return `<path transform="translate(${f(cx)} ${f(cy)}) scale(${f(s)})" d="${d}" ${attrs}/>`;
}

/**
 * Looping pen stroke that reads as a hand-lettered name from a distance (no fonts needed):
 * a slanted trochoid whose loops alternate between x-height and ascender height.
 */
export function cursive(x0: number, y: number, width: number, rand: () => number, size = 14) {
  const loops = Math.max(3, Math.round(width / (size * 0.62)));
  const a = width / (loops * 2 * Math.PI);
  const heights = Array.from({ length: loops }, (_, i) => (i === 0 ? 1.5 : rand() < 0.3 ? 1.2 : 0.5 + rand() * 0.15));
  let d = "";
  for (let t = 0; t <= loops * 2 * Math.PI + 0.01; t += 0.2) {
    const hgt = (heights[Math.min(loops - 1, Math.floor(t / (2 * Math.PI)))] ?? 0.5) * size;
    const b = a * (hgt > size * 0.8 ? 1.8 : 1.35);
    const dy = (-hgt * (1 - Math.cos(t))) / 2;
    d += `${d ? " L" : "M"}${f(x0 + a * t + b * Math.sin(t) - dy * 0.3)} ${f(y + dy)}`;
  }
  return `<path d="${d}" fill="none" stroke-width="${f(size * 0.13)}"/>`;
}

/** Rounded bars standing in for a line of small engraved lettering. */
export function textLine(x: number, y: number, width: number, rand: () => number, size = 6) {
  let out = "";
  let cx = x;
  while (cx < x + width - size) {
    const word = Math.min(size * (1.5 + rand() * 4), x + width - cx);
    out += `M${f(cx)} ${f(y)} h${f(word)}`;
    cx += word + size * 1.1;
  }
  return `<path d="${out}" fill="none" stroke-width="${f(size)}" stroke-opacity="0.8"/>`;
}

export function pine(x: number, base: number, height: number) {
  const w = height * 0.32;
  const t = (k: number) => base - height * k;
  const pts: [number, number][] = [
    [x, t(1)],
    [x + w * 0.55, t(0.62)],
    [x + w * 0.3, t(0.64)],
    [x + w * 0.8, t(0.3)],
    [x + w * 0.45, t(0.32)],
    [x + w, t(0.08)],
    [x + w * 0.12, t(0.08)],
    [x + w * 0.12, base],
    [x - w * 0.12, base],
    [x - w * 0.12, t(0.08)],
    [x - w, t(0.08)],
    [x - w * 0.45, t(0.32)],
    [x - w * 0.8, t(0.3)],
    [x - w * 0.3, t(0.64)],
    [x - w * 0.55, t(0.62)],
  ];
  return `M${pts.map(([a, b]) => `${f(a)} ${f(b)}`).join(" L")} Z`;
}

/** Teardrop balloon envelope of height ~130·s, top at cy − 80·s. */
export function balloonPaths(cx: number, cy: number, s: number) {
  const t = `translate(${f(cx)} ${f(cy)}) scale(${f(s)})`;
  const envelope = "M0 -80 C55 -80 72 -32 52 4 C38 28 16 38 12 48 L-12 48 C-16 38 -38 28 -52 4 C-72 -32 -55 -80 0 -80 Z";
  const gores = [-2, -1, 1, 2].map((k) => `M0 -80 C${k * 24} -78 ${k * 30} -8 ${k * 5} 48`).join(" ");
  const basket = "M-11 60 h22 v14 h-22 Z";
  const ropes = "M-12 48 L-10 60 M12 48 L10 60";
  return { t, envelope, gores, basket, ropes };
}

/** Tiny flying birds as two arcs each. */
export function birds(pts: [number, number, number][]) {
  const d = pts
    .map(([x, y, s]) => `M${f(x - s)} ${f(y)} q${f(s / 2)} ${f(-s / 2)} ${f(s)} 0 q${f(s / 2)} ${f(-s / 2)} ${f(s)} 0`)
    .join(" ");
  return `<path d="${d}" fill="none" stroke-width="1.4"/>`;
}

/** Many small discs as one path element, which librsvg renders much faster than separate circles. */
export function dots(pts: [number, number][], r: number) {
  const d = pts.map(([x, y]) => `M${f(x - r)} ${f(y)} a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`).join("");
  return `<path d="${d}" ${SOLID}/>`;
}

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function seeded(text: string) {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 3432918353) >>> 0;
  let a = h;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
