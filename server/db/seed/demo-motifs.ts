/**
 * Laser-engraving motifs for the generated demo pictures, each drawn in a 100×100 box with plain
 * SVG shapes (no fonts, which may not be installed). `c` is the burn colour.
 */
const star = (x: number, y: number, r: number) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`;
  });
  return `<polygon points="${pts.join(" ")}"/>`;
};
const petals = (x: number, y: number, r: number, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.45}" ry="${r}" transform="rotate(${(360 / n) * i} ${x} ${y})"/>`,
  ).join("");
const pine = (x: number, base: number, h: number) =>
  `<polygon points="${x},${base - h} ${x - h * 0.32},${base} ${x + h * 0.32},${base}"/><rect x="${x - 1.2}" y="${base}" width="2.4" height="${h * 0.12}"/>`;
const rays = (x: number, y: number, r1: number, r2: number, n: number, w: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = ((Math.PI * 2) / n) * i;
    return `<line x1="${x + r1 * Math.cos(a)}" y1="${y + r1 * Math.sin(a)}" x2="${x + r2 * Math.cos(a)}" y2="${y + r2 * Math.sin(a)}" stroke-width="${w}"/>`;
  }).join("");

export const MOTIFS = {
  moon: (c: string) =>
    `<g fill="${c}"><path d="M62 18a32 32 0 1 0 20 52A26 26 0 1 1 62 18z"/>${star(28, 26, 5)}${star(80, 30, 3.5)}${star(22, 70, 3)}</g>`,
  stars: (c: string) => `<g fill="${c}">${star(50, 50, 22)}${star(20, 24, 8)}${star(80, 22, 10)}${star(24, 78, 7)}${star(80, 78, 8)}</g>`,
  heart: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="4"><path d="M50 84C20 62 12 48 12 34a18 18 0 0 1 38-8a18 18 0 0 1 38 8c0 14-8 28-38 50z"/><path d="M50 70C32 56 26 47 26 38a10 10 0 0 1 24-4a10 10 0 0 1 24 4c0 9-6 18-24 32z" fill="${c}"/></g>`,
  tractor: (c: string) =>
    `<g fill="${c}"><rect x="18" y="40" width="34" height="22" rx="3"/><rect x="46" y="26" width="22" height="36" rx="3"/><rect x="52" y="30" width="12" height="12" fill="#f4e4c8"/><rect x="22" y="30" width="4" height="12"/><circle cx="62" cy="66" r="16"/><circle cx="62" cy="66" r="7" fill="#f4e4c8"/><circle cx="28" cy="70" r="10"/><circle cx="28" cy="70" r="4" fill="#f4e4c8"/><rect x="8" y="84" width="84" height="3"/></g>`,
  flowers: (c: string) =>
    `<g fill="${c}">${petals(30, 40, 10, 6)}${petals(70, 34, 12, 8)}${petals(52, 64, 9, 5)}<g stroke="${c}" stroke-width="2.5"><line x1="30" y1="48" x2="32" y2="92"/><line x1="70" y1="44" x2="64" y2="92"/><line x1="52" y1="72" x2="50" y2="92"/></g><circle cx="30" cy="40" r="4" fill="#f4e4c8"/><circle cx="70" cy="34" r="5" fill="#f4e4c8"/><circle cx="52" cy="64" r="3.5" fill="#f4e4c8"/></g>`,
  rocket: (c: string) =>
    `<g fill="${c}"><path d="M50 6c14 12 20 30 18 52H32C30 36 36 18 50 6z"/><circle cx="50" cy="34" r="7" fill="#f4e4c8"/><path d="M32 46L18 66l16-4zM68 46l14 20-16-4z"/><path d="M40 62h20l-4 14h-12z"/><path d="M44 78h12l-6 16z" opacity=".75"/>${star(18, 20, 4)}${star(84, 16, 3)}${star(86, 52, 3.5)}</g>`,
  rainbow: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round">${[40, 30, 20, 10].map((r, i) => `<path d="M${50 - r} 74a${r} ${r} 0 0 1 ${r * 2} 0" opacity="${1 - i * 0.15}"/>`).join("")}</g>`,
  clouds: (c: string) =>
    `<g fill="${c}"><path d="M20 62a12 12 0 0 1 6-22a16 16 0 0 1 30-4a12 12 0 0 1 16 14a9 9 0 0 1-2 12z"/><path d="M56 36a8 8 0 0 1 4-14a11 11 0 0 1 20-2a8 8 0 0 1 10 9a6 6 0 0 1-1 7z" opacity=".7"/></g>`,
  fox: (c: string) =>
    `<g fill="${c}"><path d="M50 86L22 50L18 14L38 34H62L82 14L78 50z"/><path d="M50 86L36 58L50 64L64 58z" fill="#f4e4c8"/><circle cx="40" cy="46" r="3" fill="#f4e4c8"/><circle cx="60" cy="46" r="3" fill="#f4e4c8"/></g>`,
  tree: (c: string) =>
    `<g fill="${c}"><circle cx="50" cy="38" r="24"/><circle cx="32" cy="48" r="16"/><circle cx="68" cy="48" r="16"/><path d="M46 56h8l3 32H43z"/><path d="M50 62L38 54M50 66l12-10" stroke="${c}" stroke-width="3"/><rect x="14" y="88" width="72" height="3"/></g>`,
  giraffe: (c: string) =>
    `<g fill="${c}"><path d="M58 10h8l2 6-4 2v40l10 4v26h-6V70H44v18h-6V62c0-6 6-10 14-10V18l-4-2z"/><g fill="#f4e4c8"><circle cx="61" cy="30" r="2.5"/><circle cx="60" cy="42" r="2.5"/><circle cx="50" cy="62" r="3"/><circle cx="64" cy="64" r="3"/></g></g>`,
  mountains: (c: string) =>
    `<g fill="${c}"><path d="M4 84L34 34l14 22 12-18 36 46z"/><path d="M34 34l-7 12 7-3 7 4z" fill="#f4e4c8"/><path d="M60 38l-6 9 6-2 6 3z" fill="#f4e4c8"/><path d="M0 92h100v4H0z"/></g>`,
  sun: (c: string) => `<g fill="${c}" stroke="${c}"><circle cx="50" cy="50" r="16"/>${rays(50, 50, 22, 38, 16, 3)}</g>`,
  world: (c: string) =>
    `<g fill="${c}"><path d="M10 30c8-8 24-10 30-4s-2 14-10 16-12 12-6 20-4 14-8 10-10-20-6-30zM46 22c10-4 22-2 30 4 8 6 16 4 18 12s-10 8-16 6-8 6-4 12-6 10-12 6-4-14-10-16-8-6-6-12 4-8 0-12zM70 70c6-2 14 0 16 6s-6 10-12 8-8-12-4-14z"/></g>`,
  compass: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="3"><circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="30" stroke-width="1.5"/><path d="M50 14L58 50 50 86 42 50z" fill="${c}"/><path d="M14 50L50 44 86 50 50 56z" fill="${c}" opacity=".6"/></g>`,
  mandala: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="2">${[40, 32, 24, 14, 6].map((r) => `<circle cx="50" cy="50" r="${r}"/>`).join("")}${petals(50, 50, 16, 12).replaceAll("<ellipse", `<ellipse stroke="${c}"`)}${rays(50, 50, 32, 40, 24, 1.5)}</g>`,
  balloon: (c: string) =>
    `<g fill="${c}"><path d="M50 10a26 26 0 0 1 26 26c0 16-14 26-20 34H44C38 62 24 52 24 36a26 26 0 0 1 26-26z"/><path d="M50 10c-8 8-10 18-10 26s4 22 4 34M50 10c8 8 10 18 10 26s-4 22-4 34" stroke="#f4e4c8" stroke-width="2" fill="none"/><rect x="42" y="78" width="16" height="12" rx="2"/><path d="M44 70l-1 8M56 70l1 8" stroke="${c}" stroke-width="1.5"/></g>`,
  skyline: (c: string) =>
    `<g fill="${c}"><path d="M4 90V62h10v-8h8v8h8V46l8-8 8 8v44z"/><path d="M46 90V30l6-24 6 24v60z"/><path d="M58 90V56h10v-6h10v6h8v34z"/><rect x="88" y="66" width="8" height="24"/><rect x="0" y="90" width="100" height="4"/></g>`,
  logo: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="4"><rect x="12" y="24" width="76" height="52" rx="8"/><circle cx="34" cy="50" r="12" fill="${c}"/><path d="M54 42h24M54 50h18M54 58h22" stroke-linecap="round"/></g>`,
  snowflake: (c: string) =>
    `<g stroke="${c}" stroke-width="3.5" stroke-linecap="round" fill="none">${Array.from({ length: 6 }, (_, i) => `<g transform="rotate(${i * 60} 50 50)"><line x1="50" y1="50" x2="50" y2="12"/><path d="M42 22l8 8 8-8M44 34l6 6 6-6"/></g>`).join("")}</g>`,
  waves: (c: string) =>
    `<g fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round">${[30, 46, 62, 78].map((y, i) => `<path d="M6 ${y}c10-10 20-10 30 0s20 10 30 0 20-10 30 0" opacity="${1 - i * 0.18}"/>`).join("")}</g>`,
  dandelion: (c: string) =>
    `<g stroke="${c}" fill="${c}"><line x1="50" y1="46" x2="46" y2="94" stroke-width="2.5"/>${rays(50, 40, 4, 24, 28, 1.2)}${Array.from({ length: 28 }, (_, i) => `<circle cx="${50 + 25 * Math.cos((Math.PI * 2 * i) / 28)}" cy="${40 + 25 * Math.sin((Math.PI * 2 * i) / 28)}" r="1.6"/>`).join("")}<circle cx="50" cy="40" r="4"/>${[0, 1, 2, 3].map((i) => `<line x1="${70 + i * 7}" y1="${20 - i * 3}" x2="${75 + i * 7}" y2="${16 - i * 3}" stroke-width="1.2"/>`).join("")}</g>`,
  aurora: (c: string) =>
    `<g fill="${c}"><path d="M0 40c20-20 40 10 60-10s30-6 40-4v14c-14-4-22 6-40 14S18 44 0 58z" opacity=".55"/><path d="M0 60c24-14 40 8 60-4s30-2 40 0v8c-16 0-26 8-44 10S16 66 0 72z" opacity=".35"/>${[12, 28, 44, 60, 76, 90].map((x, i) => pine(x, 92, 20 + (i % 3) * 6)).join("")}</g>`,
};

export type Motif = keyof typeof MOTIFS;
