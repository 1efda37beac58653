import {
  balloonPaths,
  birds,
  circle,
  crescent,
  cursive,
  dots,
  f,
  type Motif,
  PAINT,
  pine,
  polar,
  SOLID,
  shade,
  starPath,
  textLine,
} from "./motif-kit.ts";

/** A made-up company mark: a hexagon with interlocking chevrons. */
function logoMark(x: number, y: number, s: number) {
  const hex = Array.from({ length: 6 }, (_, i) => polar(40, i * 60)).map(([a, b]) => `${f(a)} ${f(b)}`);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})"><path d="M${hex.join(" L")} Z" stroke-width="4"/>
<path d="M-20 -4 L0 -18 L20 -4 L20 8 L0 -6 L-20 8 Z" ${SOLID}/><path d="M-20 10 L0 -4 L20 10 L20 22 L0 8 L-20 22 Z" ${shade(0.55)}/></g>`;
}

export const logoPlaque: Motif = ({ w, h, rand }) => ({
  burn: `<rect x="${f(-w * 0.9)}" y="${f(-h * 0.82)}" width="${f(w * 1.8)}" height="${f(h * 1.64)}" rx="6" stroke-width="2"/>
<rect x="${f(-w * 0.86)}" y="${f(-h * 0.76)}" width="${f(w * 1.72)}" height="${f(h * 1.52)}" rx="4" stroke-width="0.8"/>
${logoMark(-w * 0.5, -4, 1.35)}${textLine(-w * 0.1, -22, w * 0.85, rand, 13)}${textLine(-w * 0.1, 8, w * 0.6, rand, 7)}
<path d="M${f(-w * 0.1)} 26 H${f(w * 0.7)}" stroke-width="1.2"/>${textLine(-w * 0.1, 42, w * 0.45, rand, 5)}`,
});

export const logoCoaster: Motif = () => {
  const ticks = Array.from({ length: 48 }, (_, i) => polar(86, i * 7.5));
  return {
    burn: `${circle(0, 0, 94, 'stroke-width="2.4"')}${circle(0, 0, 78, 'stroke-width="1.2"')}${dots(ticks, 2)}${logoMark(0, 0, 1.35)}
<path d="M-38 56 H38 M-24 66 H24" stroke-width="3"/>`,
  };
};

export const namePlate: Motif = ({ w, h, rand }) => ({
  burn: `${cursive(-w * 0.72, -4, w * 1.44, rand, 34)}<path d="M${f(-w * 0.5)} ${f(h * 0.42)} H${f(w * 0.5)}" stroke-width="1.4"/>
${textLine(-w * 0.36, h * 0.62, w * 0.72, rand, 8)}${logoMark(w * 0.78, -h * 0.62, 0.4)}`,
});

export const award: Motif = ({ w, h, rand }) => {
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const t = 0.12 + i * 0.095;
    const [x, y] = polar(62, 200 + t * 140);
    for (const side of [-1, 1]) {
      leaves += `<ellipse cx="${f(side * x)}" cy="${f(y - 10)}" rx="4.5" ry="10" transform="rotate(${f(side * (210 + t * 140))} ${f(side * x)} ${f(y - 10)})" ${shade(0.8)}/>`;
    }
  }
  return {
    burn: `<path d="M-50 58 A62 62 0 0 1 -62 -10 M50 58 A62 62 0 0 0 62 -10" stroke-width="2.2"/>${leaves}
<path d="${starPath(0, -14, 44, 19)}" stroke-width="3"/><path d="${starPath(0, -14, 30, 13)}" ${SOLID}/>
<path d="M-40 72 H40 L32 82 L40 92 H-40 L-32 82 Z" stroke-width="2.2"/>${textLine(-w * 0.62, h * 0.72, w * 1.24, rand, 8)}
${textLine(-w * 0.42, h * 0.84, w * 0.84, rand, 5)}`,
  };
};

export const snowflake: Motif = () => {
  let arm = "M0 0 V-78 M0 -26 L-14 -40 M0 -26 L14 -40 M0 -46 L-18 -64 M0 -46 L18 -64 M0 -62 L-9 -72 M0 -62 L9 -72";
  arm = Array.from({ length: 6 }, (_, i) => `<path transform="rotate(${i * 60})" d="${arm}"/>`).join("");
  return {
    burn: `<g stroke-width="4">${arm}</g>${circle(0, 0, 12, SOLID)}${circle(0, -90, 5, 'stroke-width="2"')}
${dots(
  Array.from({ length: 6 }, (_, i) => polar(86, 30 + i * 60)),
  3,
)}`,
  };
};

export const forest: Motif = ({ w, h, rand }) => {
  const layers = [0.22, 0.42, 0.66, 0.95];
  let out = crescent(w * 0.4, -h * 0.62, 20, 10, 18, -30);
  layers.forEach((tone, i) => {
    const base = -h * 0.05 + i * h * 0.28;
    let d = "";
    for (let x = -w * 1.05; x < w * 1.05; x += 14 + rand() * 10 - i * 2) d += pine(x, base + rand() * 10, 46 + i * 22 + rand() * 30);
    // The ground is a subpath of the same path (no double burn where it overlaps the trees); it starts
    // above the lowest branches so no sliver of bare wood shows between trees and ground.
    d += `M${f(-w * 1.1)} ${f(base - 12)} h${f(w * 2.2)} V${f(h * 1.2)} H${f(-w * 1.1)} Z`;
    out += `<path d="${d}" ${shade(tone)}/>`;
  });
  return {
    burn: `${out}${birds([
      [-w * 0.4, -h * 0.55, 7],
      [-w * 0.25, -h * 0.64, 5],
    ])}`,
  };
};

export const aurora: Motif = ({ w, h, rand }) => {
  const bands = [0, 1, 2].map((i) => {
    const y = -h * 0.62 + i * 16;
    return `M${f(-w)} ${f(y + 30)} C${f(-w * 0.4)} ${f(y - 40)} ${f(w * 0.2)} ${f(y + 50)} ${f(w)} ${f(y - 10)}`;
  });
  let stars: [number, number][] = [];
  for (let i = 0; i < 40; i++) stars.push([(rand() * 2 - 1) * w, -h * (0.3 + rand() * 0.65)]);
  stars = stars.filter(([, y]) => y < -h * 0.3);
  const peaks = `M${f(-w * 1.1)} 20 L${f(-w * 0.6)} -50 L${f(-w * 0.42)} -28 L${f(-w * 0.2)} -72 L${f(w * 0.1)} -10 L${f(w * 0.35)} -44 L${f(w * 0.7)} 8 L${f(w * 1.1)} -20 V40 H${f(-w * 1.1)} Z`;
  let water = "";
  for (let i = 0; i < 9; i++) water += `M${f((rand() - 0.5) * w * 1.6)} ${f(50 + i * 8)} h${f(20 + rand() * 60)} `;
  return {
    paint: bands
      .map(
        (d, i) =>
          `<path d="${d}" fill="none" stroke="${PAINT[[5, 2, 3][i] ?? 5]}" stroke-width="${26 - i * 6}" stroke-opacity="0.75" stroke-linecap="round"/>`,
      )
      .join(""),
    burn: `${bands.map((d) => `<path d="${d}" stroke-width="1.2" stroke-dasharray="1 5"/>`).join("")}${dots(stars, 1.3)}
<path d="${peaks}" ${shade(0.85)}/><path d="M${f(-w * 1.1)} 40 H${f(w * 1.1)}" stroke-width="2"/><path d="${water}" stroke-width="2" stroke-opacity="0.6"/>`,
  };
};

export const compass: Motif = () => {
  const ticks = Array.from({ length: 72 }, (_, i) => {
    const [x1, y1] = polar(86, i * 5);
    const [x2, y2] = polar(i % 2 ? 81 : 76, i * 5);
    return `M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)}`;
  }).join(" ");
  const point = (len: number, deg: number, dark: number) => {
    const [tx, ty] = polar(len, deg);
    const [lx, ly] = polar(len * 0.18, deg - 45);
    const [rx, ry] = polar(len * 0.18, deg + 45);
    return `<path d="M0 0 L${f(lx)} ${f(ly)} L${f(tx)} ${f(ty)} Z" ${shade(dark)}/><path d="M0 0 L${f(rx)} ${f(ry)} L${f(tx)} ${f(ty)} Z" stroke-width="1.4"/>`;
  };
  let star = "";
  for (let i = 0; i < 8; i++) star += point(i % 2 ? 46 : 72, i * 45, i % 2 ? 0.55 : 0.95);
  return {
    burn: `${circle(0, 0, 94, 'stroke-width="3"')}${circle(0, 0, 88, 'stroke-width="1"')}<path d="${ticks}" stroke-width="1.3"/>
${circle(0, 0, 56, 'stroke-width="1.2" stroke-dasharray="3 4"')}${star}${circle(0, 0, 6, SOLID)}<path d="M-7 -92 L0 -104 L7 -92 Z" ${SOLID}/>`,
  };
};

export const balloonFestival: Motif = ({ w, h, rand }) => {
  const items: [number, number, number][] = [
    [-w * 0.25, -h * 0.45, 0.72],
    [w * 0.35, -h * 0.05, 0.55],
    [-w * 0.3, h * 0.38, 0.42],
    [w * 0.4, -h * 0.72, 0.3],
  ];
  let burn = "";
  let paint = "";
  items.forEach(([x, y, s], i) => {
    const b = balloonPaths(x, y, s);
    burn += `<g transform="${b.t}" stroke-width="${f(2.4 / s)}"><path d="${b.envelope}"/><path d="${b.gores}" stroke-width="${f(1.4 / s)}"/><path d="${b.ropes}"/><path d="${b.basket}" ${shade(0.85)}/></g>`;
    paint += `<g transform="${b.t}"><path d="${b.envelope}" fill="${PAINT[(i * 2) % PAINT.length]}"/><path d="M-30 -30 C-10 -40 10 -40 30 -30 L40 -8 C10 -16 -10 -16 -40 -8 Z" fill="#f3e6cc" fill-opacity="0.6"/></g>`;
  });
  let hills = `M${f(-w * 1.1)} ${f(h * 0.8)} C${f(-w * 0.4)} ${f(h * 0.62)} ${f(w * 0.2)} ${f(h * 0.9)} ${f(w * 1.1)} ${f(h * 0.7)} V${f(h * 1.1)} H${f(-w * 1.1)} Z`;
  hills = `<path d="${hills}" ${shade(0.55)}/>`;
  return {
    burn: `${burn}${hills}${birds([
      [w * 0.1, -h * 0.3, 5],
      [w * 0.2, -h * 0.36, 4],
      [-w * 0.6, h * 0.05, 5],
    ])}${dots([[rand() * 10, -h * 0.9]], 0.1)}`,
    paint,
  };
};

export const koi: Motif = () => {
  const body = "M0 -44 C15 -34 17 -6 9 16 C5 28 3 36 0 44 C-3 36 -5 28 -9 16 C-17 -6 -15 -34 0 -44 Z";
  const fins =
    "M0 42 C10 50 16 60 12 66 C6 58 3 54 0 50 C-3 54 -6 58 -12 66 C-16 60 -10 50 0 42 Z M9 -10 C22 -8 28 0 26 6 C20 2 14 0 10 0 Z M-9 -10 C-22 -8 -28 0 -26 6 C-20 2 -14 0 -10 0 Z";
  const fish = (deg: number, extra: string) => {
    const [x, y] = polar(44, deg);
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${deg + 90}) scale(1.15)">${extra}</g>`;
  };
  const burnFish = `<path d="${body}" stroke-width="2"/><path d="${fins}" ${shade(0.45)}/>${circle(-5, -32, 1.8, SOLID)}${circle(5, -32, 1.8, SOLID)}`;
  const ripples = [60, 74, 90]
    .map((r, i) => circle(0, 0, r, `stroke-width="${1.6 - i * 0.3}" stroke-dasharray="${30 + i * 10} ${8 + i * 4}"`))
    .join("");
  const pad = (deg: number, r: number) => {
    const [x, y] = polar(72, deg);
    const [ax, ay] = polar(r, deg + 15);
    const [bx, by] = polar(r, deg - 15);
    return `<path d="M${f(x)} ${f(y)} L${f(x + ax)} ${f(y + ay)} A${r} ${r} 0 1 1 ${f(x + bx)} ${f(y + by)} Z" ${shade(0.6)}/>`;
  };
  return {
    burn: `${ripples}${fish(20, burnFish)}${fish(200, burnFish)}${pad(115, 13)}${pad(295, 10)}${circle(0, 0, 97, 'stroke-width="2.6"')}`,
    paint: `${fish(20, `<path d="${body}" fill="${PAINT[0]}"/>`)}${fish(200, `<path d="${body}" fill="#f1e7d6"/><circle cx="0" cy="-16" r="8" fill="${PAINT[0]}"/><circle cx="-3" cy="10" r="5" fill="${PAINT[0]}"/>`)}`,
  };
};
