import { birds, circle, dots, f, type Motif, PAINT, pine, polar, poly, SOLID, shade } from "./motif-kit.ts";

/** A jagged ridge line across the board, closed downwards so it can be filled as one layer. */
function ridge(rand: () => number, w: number, base: number, peak: number, floor: number) {
  let d = `M${f(-w)} ${f(base)}`;
  const n = 5 + Math.floor(rand() * 3);
  for (let i = 1; i <= n * 2; i++) {
    const x = -w + (i * 2 * w) / (n * 2);
    const y = i % 2 ? base - peak * (0.45 + rand() * 0.55) : base - peak * (0.05 + rand() * 0.25);
    d += ` L${f(x)} ${f(y)}`;
  }
  return `${d} L${f(w)} ${f(floor)} L${f(-w)} ${f(floor)} Z`;
}

export const mountains: Motif = ({ w, h, rand }) => {
  const W = w * 1.02;
  let trees = "";
  for (let x = -W; x < W; x += 8 + rand() * 9) trees += pine(x, h * 0.72 + rand() * 6, 14 + rand() * 14);
  return {
    burn: `${circle(w * 0.42, -h * 0.48, 20, 'stroke-width="2.4"')}${circle(w * 0.42, -h * 0.48, 28, 'stroke-width="1" stroke-dasharray="2 5"')}
<path d="${ridge(rand, W, -h * 0.05, h * 0.55, h)}" ${shade(0.28)}/>
<path d="${ridge(rand, W, h * 0.3, h * 0.5, h)}" ${shade(0.55)}/>
<path d="${ridge(rand, W, h * 0.62, h * 0.3, h)}" ${shade(0.82)}/>
<path d="${trees}" ${SOLID}/>${birds([
      [-w * 0.45, -h * 0.55, 7],
      [-w * 0.33, -h * 0.62, 5],
      [-w * 0.38, -h * 0.45, 4],
    ])}`,
  };
};

export const mandala: Motif = ({ rand }) => {
  const n = [8, 10, 12][Math.floor(rand() * 3)] ?? 8;
  let out = `${circle(0, 0, 9, SOLID)}${circle(0, 0, 15, 'stroke-width="2"')}`;
  for (let i = 0; i < n; i++) {
    const a = (360 / n) * i;
    out += `<g transform="rotate(${f(a)})"><ellipse cx="0" cy="-28" rx="6" ry="12" ${shade(0.85)}/>
<path d="M0 -44 C12 -52 14 -64 0 -78 C-14 -64 -12 -52 0 -44 Z" stroke-width="2"/><path d="M0 -50 V-70" stroke-width="1.4"/>
<g transform="rotate(${f(180 / n)})"><path d="M-10 -58 A10 10 0 0 1 10 -58" stroke-width="2"/>${circle(0, -66, 3.2, SOLID)}</g></g>`;
  }
  const ring = Array.from({ length: n * 4 }, (_, i) => polar(86, (360 / (n * 4)) * i));
  const scallops = Array.from({ length: n * 2 }, (_, i) => {
    const [x1, y1] = polar(80, (360 / (n * 2)) * i);
    const [x2, y2] = polar(80, (360 / (n * 2)) * (i + 1));
    return `M${f(x1)} ${f(y1)} A9 9 0 0 1 ${f(x2)} ${f(y2)}`;
  }).join(" ");
  return {
    burn: `${out}${circle(0, 0, 40, 'stroke-width="1.4"')}<path d="${scallops}" stroke-width="2"/>${dots(ring, 2.4)}${circle(0, 0, 94, 'stroke-width="2.6"')}`,
  };
};

export const treeOfLife: Motif = ({ rand, painted }) => {
  let branches = "";
  const leaves: [number, number][] = [];
  const grow = (x: number, y: number, angle: number, len: number, depth: number, dir: 1 | -1) => {
    const a = (angle * Math.PI) / 180;
    const x2 = x + Math.sin(a) * len;
    const y2 = y - dir * Math.cos(a) * len;
    const bend = (rand() - 0.5) * len * 0.35;
    branches += `<path d="M${f(x)} ${f(y)} Q${f((x + x2) / 2 + bend)} ${f((y + y2) / 2)} ${f(x2)} ${f(y2)}" stroke-width="${f(depth * 1.1 + 0.8)}"/>`;
    if (dir === 1 && depth <= 1 && Math.hypot(x2, y2) < 80) leaves.push([x2, y2]);
    if (depth === 0) return;
    const spread = 18 + rand() * 12;
    grow(x2, y2, angle - spread, len * (0.72 + rand() * 0.08), depth - 1, dir);
    grow(x2, y2, angle + spread, len * (0.72 + rand() * 0.08), depth - 1, dir);
  };
  for (const a of [-48, -16, 16, 48]) grow(0, -16, a, 20, 5, 1);
  for (const a of [-55, -20, 20, 55]) grow(0, 30, a, 14, 3, -1);
  const paint = painted ? leaves.map(([x, y], i) => circle(x, y, 6, `fill="${PAINT[i % 3 === 0 ? 2 : 5]}"`)).join("") : "";
  return {
    burn: `${circle(0, 0, 92, 'stroke-width="3"')}${circle(0, 0, 86, 'stroke-width="1"')}<g>${branches}</g>
<path d="M-10 32 C-5 12 -7 -4 -5 -18 L5 -18 C7 -4 5 12 10 32 Z" ${SOLID}/>${dots(leaves, 3.6)}`,
    paint,
  };
};

export const wildflowers: Motif = ({ w, h, rand }) => {
  const ground = h * 0.92;
  let stems = "";
  let heads = "";
  let paint = "";
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x = -w * 0.75 + (i * w * 1.5) / (n - 1) + (rand() - 0.5) * 14;
    const top = -h * 0.05 - rand() * h * 0.55;
    const sway = (rand() - 0.5) * 30;
    stems += `M${f(x)} ${f(ground)} Q${f(x + sway)} ${f((ground + top) / 2)} ${f(x + sway * 0.6)} ${f(top)} `;
    const cx = x + sway * 0.6;
    const leafY = (ground + top) / 2 + 20;
    stems += `M${f(x + sway * 0.3)} ${f(leafY)} q14 -6 20 -20 q-16 2 -20 20 `;
    const colour = PAINT[(i * 2) % PAINT.length] as string;
    if (i % 3 === 0) {
      for (let k = 0; k < 10; k++)
        heads += `<ellipse cx="0" cy="-16" rx="5.4" ry="13" transform="translate(${f(cx)} ${f(top)}) rotate(${k * 36})" stroke-width="1.6"/>`;
      heads += circle(cx, top, 6.5, SOLID);
      paint += circle(cx, top, 27, `fill="${colour}"`);
    } else if (i % 3 === 1) {
      const tulip = "M-12 -14 L-6 -6 L0 -16 L6 -6 L12 -14 C14 6 6 12 0 12 C-6 12 -14 6 -12 -14 Z";
      const d = `M${tulip.slice(1).replace(/(-?\d+) (-?\d+)/g, (_m, x, y) => `${f(cx + Number(x) * 1.5)} ${f(top + Number(y) * 1.5)}`)}`;
      heads += `<path d="${d}" stroke-width="2"/>`;
      paint += `<path d="${d}" fill="${colour}"/>`;
    } else {
      const buds = [0, 1, 2, 3, 4].map((k) => [cx + (k % 2 ? 6 : -6), top + k * 11] as [number, number]);
      heads += dots(buds, 5);
      paint += buds.map(([bx, by]) => circle(bx, by, 8.5, `fill="${colour}"`)).join("");
    }
  }
  let grass = "";
  for (let x = -w; x < w; x += 5 + rand() * 6)
    grass += `M${f(x)} ${f(ground + 4)} q${f(rand() * 6 - 3)} -10 ${f(rand() * 10 - 5)} ${f(-14 - rand() * 14)} `;
  return { burn: `<path d="${stems}" stroke-width="1.8"/><path d="${grass}" stroke-width="1.3"/>${heads}`, paint };
};

export const stag: Motif = () => {
  const antler = `M-12 -34 C-26 -56 -34 -74 -50 -100 M-22 -52 C-38 -54 -50 -58 -64 -72 M-30 -68 C-24 -82 -22 -92 -26 -106 M-40 -82 C-50 -86 -58 -92 -66 -104 M-18 -44 C-30 -40 -40 -40 -50 -46`;
  const mirror = antler.replace(/(-?\d+(\.\d+)?) (-?\d+(\.\d+)?)/g, (_m, x, _a, y) => `${-Number(x)} ${y}`);
  const head: [number, number][][] = [
    [
      [-18, -32],
      [0, -34],
      [0, 20],
      [-16, 40],
      [-28, -6],
    ],
    [
      [18, -32],
      [0, -34],
      [0, 20],
      [16, 40],
      [28, -6],
    ],
    [
      [-16, 40],
      [0, 20],
      [16, 40],
      [8, 64],
      [-8, 64],
    ],
    [
      [-24, -22],
      [-62, -30],
      [-34, -6],
    ],
    [
      [24, -22],
      [62, -30],
      [34, -6],
    ],
  ];
  const tones = [0.72, 0.5, 0.88, 0.8, 0.65];
  return {
    burn: `<g transform="translate(0 24)"><path d="${antler} ${mirror}" stroke-width="4.2"/>
${head.map((p, i) => poly(p, shade(tones[i] ?? 0.6))).join("")}${poly(
  [
    [-50, -28],
    [-30, -14],
    [-34, -24],
  ],
  shade(0.2),
)}${poly(
  [
    [50, -28],
    [30, -14],
    [34, -24],
  ],
  shade(0.2),
)}
<ellipse cx="-14" cy="0" rx="3.5" ry="2.4" fill="#fff" fill-opacity="0.5" stroke="none"/><ellipse cx="14" cy="0" rx="3.5" ry="2.4" fill="#fff" fill-opacity="0.5" stroke="none"/></g>
${circle(0, 0, 96, 'stroke-width="1.4" stroke-dasharray="1 6"')}`,
  };
};

export const whales: Motif = ({ w, h, rand }) => {
  const body =
    "M-90 0 C-90 -34 -42 -46 8 -36 C44 -29 62 -14 78 -20 L96 -42 C100 -26 98 -12 90 -2 C100 4 106 14 106 24 L82 8 C60 26 26 34 -22 32 C-64 30 -90 20 -90 0 Z";
  const whale = (
    x: number,
    y: number,
    s: number,
    flip: boolean,
  ) => `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})" stroke-width="${f(2.4 / s)}">
<path d="${body}"/><path d="M-80 12 C-50 22 -10 24 30 18 M-70 18 L-66 26 M-56 21 L-53 29 M-42 23 L-40 31 M-28 24 L-27 31" stroke-width="${f(1.4 / s)}"/>
<path d="M-26 14 C-18 30 -6 36 4 34 C-2 26 -10 18 -26 14 Z" ${shade(0.7)}/>${circle(-62, -6, 3.6, SOLID)}
<path d="M-60 -34 C-64 -52 -74 -58 -82 -56 M-60 -34 C-56 -52 -46 -58 -38 -56" stroke-width="${f(1.8 / s)}"/></g>`;
  const paint = (x: number, y: number, s: number, flip: boolean, c: string) =>
    `<path transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})" d="${body}" fill="${c}"/>`;
  let waves = "";
  for (let row = 0; row < 3; row++) {
    const y = h * 0.62 + row * 14;
    let d = `M${f(-w)} ${f(y)}`;
    for (let x = -w; x < w; x += 24) d += ` q6 ${-6 - rand() * 3} 12 0 q6 6 12 0`;
    waves += `<path d="${d}" stroke-width="${f(1.8 - row * 0.4)}"/>`;
  }
  return {
    burn: `${whale(-w * 0.18, -6, 1.05, false)}${whale(w * 0.62, h * 0.3, 0.45, false)}${waves}${birds([
      [w * 0.5, -h * 0.6, 6],
      [w * 0.62, -h * 0.68, 4],
    ])}`,
    paint: `${paint(-w * 0.18, -6, 1.05, false, PAINT[3] as string)}${paint(w * 0.62, h * 0.3, 0.45, false, PAINT[5] as string)}`,
  };
};
