import {
  balloonPaths,
  circle,
  cloud,
  crescent,
  cursive,
  f,
  type Motif,
  moonPhase,
  PAINT,
  pine,
  poly,
  SOLID,
  shade,
  star,
  textLine,
} from "./motif-kit.ts";

/** Stars scattered over the board, except where `keep` says the main drawing is. */
function sky(rand: () => number, n: number, w: number, h: number, keep: (x: number, y: number) => boolean) {
  let out = "";
  for (let tries = 0; tries < n * 6 && n > 0; tries++) {
    const x = (rand() * 2 - 1) * w * 0.85;
    const y = (rand() * 2 - 1) * h * 0.85;
    if (!keep(x, y)) continue;
    out += rand() < 0.6 ? star(x, y, 3 + rand() * 5) : circle(x, y, 1.2 + rand(), SOLID);
    n--;
  }
  return out;
}

const outside = (r: number) => (x: number, y: number) => Math.hypot(x, y) > r;

export const babyFrame: Motif = ({ rand }) => {
  const photo = `<defs><linearGradient id="photo-sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#cfe0e8"/><stop offset="1" stop-color="#f5dfcf"/></linearGradient></defs>
<rect x="-62" y="-78" width="124" height="112" rx="4" fill="url(#photo-sky)"/>
${circle(28, -48, 12, 'fill="#f8e9bd"')}
<path d="M-62 8 C-30 -14 0 -6 18 4 C34 -6 50 -8 62 -2 V34 H-62 Z" fill="#b7cda6"/>
<path d="M-62 20 C-20 6 20 10 62 22 V34 H-62 Z" fill="#98b98c"/>
<rect x="-62" y="-78" width="124" height="112" rx="4" fill="none" stroke="#3a2414" stroke-opacity="0.35" stroke-width="2"/>`;
  const burn = `<rect x="-70" y="-86" width="140" height="128" rx="8" stroke-width="2"/>
<rect x="-76" y="-92" width="152" height="140" rx="11" stroke-width="1" stroke-dasharray="2 4"/>
${cloud(-88, -92, 0.55)}${cloud(92, 64, 0.5)}${star(88, -96, 6)}${star(-96, 40, 4)}${star(100, -70, 3)}
${cursive(-52, 76, 104, rand, 15)}
<path d="M0 100 C-6 94 -12 92 -12 87 C-12 83 -6 82 0 87 C6 82 12 83 12 87 C12 92 6 94 0 100 Z" ${SOLID}/>`;
  return { burn, top: photo };
};

function rocket(x: number, y: number, s: number, rot: number) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${f(s)})">
<path d="M0 -62 C24 -42 27 -5 20 30 L-20 30 C-27 -5 -24 -42 0 -62 Z" stroke-width="3"/>
<path d="M-15 -36 C-6 -40 6 -40 15 -36 L13 -44 C6 -54 -6 -54 -13 -44 Z" ${shade(0.85)}/>
${circle(0, -12, 10, 'stroke-width="3"')}${circle(0, -12, 5, shade(0.35))}
<path d="M-22 6 L-40 36 L-20 30 Z M22 6 L40 36 L20 30 Z M-4 30 h8 v12 h-8 Z" ${shade(0.9)}/>
<path d="M-12 34 C-10 52 -4 62 0 74 C4 62 10 52 12 34 Z" ${shade(0.4)}/>
<path d="M-5 36 C-4 46 -2 52 0 60 C2 52 4 46 5 36 Z" ${SOLID}/>
<path d="M-19 14 H19" stroke-width="1.6"/></g>`;
}

export const rocketLabel: Motif = ({ w, h, rand }) => ({
  burn: `${rocket(-w * 0.55, 4, 1.05, 35)}
${circle(-w * 0.12, -h * 0.55, 14, 'stroke-width="2"')}<ellipse cx="${f(-w * 0.12)}" cy="${f(-h * 0.55)}" rx="26" ry="6" transform="rotate(-18 ${f(-w * 0.12)} ${f(-h * 0.55)})" stroke-width="1.6"/>
${cursive(-w * 0.18, 18, w * 0.95, rand, 26)}
<path d="M${f(-w * 0.1)} 44 H${f(w * 0.75)}" stroke-width="1.4" stroke-dasharray="1 6"/>
${sky(rand, 14, w, h, (x, y) => y < -h * 0.3 || (y > h * 0.45 && x > -w * 0.3))}`,
});

function tractor(x: number, y: number, s: number) {
  const spokes = Array.from(
    { length: 8 },
    (_, i) => `M0 0 L${f(24 * Math.cos((i * Math.PI) / 4))} ${f(24 * Math.sin((i * Math.PI) / 4))}`,
  ).join(" ");
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">
<path d="M-62 -62 H2" stroke-width="6"/><path d="M-56 -60 V-4 M-4 -60 V-10" stroke-width="4"/>
<rect x="-48" y="-52" width="36" height="34" rx="3" ${shade(0.3)}/>
<path d="M-8 -22 H58 C66 -22 70 -16 70 -8 V14 H-8 Z" ${shade(0.88)}/>
<path d="M8 -16 V8 M18 -16 V8 M28 -16 V8" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
<path d="M44 -22 V-50" stroke-width="6"/>${circle(48, -62, 4, shade(0.5))}${circle(56, -74, 6, shade(0.35))}${circle(66, -88, 8, shade(0.2))}
<g transform="translate(-34 22)">${circle(0, 0, 34, 'stroke-width="9"')}<path d="${spokes}" stroke-width="2.5"/>${circle(0, 0, 9, SOLID)}
${circle(0, 0, 41, 'stroke-width="2.5" stroke-dasharray="4 5"')}</g>
<g transform="translate(48 36)">${circle(0, 0, 19, 'stroke-width="7"')}${circle(0, 0, 5, SOLID)}</g>
<path d="M-90 62 H100" stroke-width="2"/></g>`;
}

export const tractorSign: Motif = ({ w, h, rand }) => {
  let grass = "";
  for (let x = -w * 0.9; x < w * 0.9; x += 9 + rand() * 10)
    grass += `M${f(x)} ${f(h * 0.72)} l${f(-2 + rand() * 4)} ${f(-6 - rand() * 8)} `;
  return {
    burn: `${tractor(-w * 0.48, 0, 0.95)}${cursive(w * 0.02, 8, w * 0.88, rand, 28)}
<path d="${grass}" stroke-width="1.6"/>${cloud(w * 0.45, -h * 0.58, 0.7)}${cloud(w * 0.8, -h * 0.42, 0.5)}
${circle(w * 0.12, -h * 0.64, 11, 'stroke-width="2"')}`,
  };
};

export const starsMoon: Motif = ({ w, h, rand }) => ({
  burn: `${crescent(-12, 0, 58, 30, 50, -20)}${sky(rand, 22, w, h, outside(72))}${cloud(30, 48, 0.9)}${cloud(-52, 70, 0.6)}
${star(40, -40, 11)}${star(58, -8, 6)}`,
});

export const balloonMobile: Motif = ({ w, h, rand }) => {
  const items: [number, number, number][] = [
    [0, -6, 0.95],
    [-w * 0.62, h * 0.18, 0.45],
    [w * 0.6, -h * 0.3, 0.4],
  ];
  let burn = "";
  let paint = "";
  items.forEach(([x, y, s], i) => {
    const b = balloonPaths(x, y, s);
    burn += `<g transform="${b.t}" stroke-width="${f(2.6 / s)}"><path d="${b.envelope}"/><path d="${b.gores}" stroke-width="${f(1.6 / s)}"/>
<path d="${b.ropes}"/><path d="${b.basket}" ${shade(0.85)}/></g>`;
    paint += `<g transform="${b.t}"><path d="${b.envelope}" fill="${PAINT[(i * 3 + 1) % PAINT.length]}"/></g>`;
  });
  return { burn: `${burn}${cloud(-w * 0.35, -h * 0.5, 0.8)}${cloud(w * 0.45, h * 0.55, 0.7)}${sky(rand, 8, w, h, outside(90))}`, paint };
};

export const rainbow: Motif = ({ w, h, rand }) => {
  const radii = [76, 62, 48, 34];
  const arcs = radii
    .map(
      (r, i) => `<path d="M${-r} 20 A${r} ${r} 0 0 1 ${r} 20" stroke-width="11" stroke-opacity="${0.9 - i * 0.18}" stroke-linecap="butt"/>`,
    )
    .join("");
  const paint = radii
    .map((r, i) => `<path d="M${-r} 20 A${r} ${r} 0 0 1 ${r} 20" fill="none" stroke="${PAINT[[0, 1, 2, 3][i] ?? 0]}" stroke-width="12"/>`)
    .join("");
  return {
    burn: `${arcs}${cloud(-66, 30, 0.75, `fill="#fff" fill-opacity="0.15" stroke-width="2.6"`)}${cloud(72, 30, 0.75, `fill="#fff" fill-opacity="0.15" stroke-width="2.6"`)}
${cursive(-w * 0.45, 64, w * 0.9, rand, 17)}${sky(rand, 10, w, h, (x, y) => Math.abs(x) > 95 || y < -85)}`,
    paint,
  };
};

export const growthChart: Motif = ({ w, h, rand }) => {
  let ticks = "";
  for (let i = 0; i <= 40; i++) {
    const y = h * 0.85 - (i * h * 1.65) / 40;
    ticks += `M${f(-w * 0.85)} ${f(y)} h${i % 5 === 0 ? 34 : 14} `;
  }
  const trees = [-10, 20, 48, 70].map((x, i) => `<path d="${pine(x, h * 0.78, 50 + ((i * 37) % 30))}" ${shade(0.5 + i * 0.12)}/>`).join("");
  return {
    burn: `<path d="${ticks}" stroke-width="2.2"/><path d="M${f(-w * 0.85)} ${f(-h * 0.8)} V${f(h * 0.85)}" stroke-width="2.6"/>
${trees}<path d="M${f(-w * 0.3)} ${f(h * 0.8)} C0 ${f(h * 0.72)} ${f(w * 0.5)} ${f(h * 0.76)} ${f(w * 0.9)} ${f(h * 0.74)}" stroke-width="2"/>
${crescent(w * 0.35, -h * 0.62, 22, 12, 19, -25)}${sky(rand, 12, w, h, (x, y) => x > -w * 0.4 && y < h * 0.35 && Math.hypot(x - w * 0.2, y + h * 0.15) > 50)}${smallBalloon(w * 0.2, -h * 0.15)}`,
  };
};

function smallBalloon(x: number, y: number) {
  const b = balloonPaths(x, y, 0.5);
  return `<g transform="${b.t}" stroke-width="4"><path d="${b.envelope}"/><path d="${b.gores}" stroke-width="2.6"/><path d="${b.ropes}"/><path d="${b.basket}" ${SOLID}/></g>`;
}

export function fox(x: number, y: number, s: number) {
  const face: [number, number][][] = [
    [
      [-55, -75],
      [-62, -18],
      [-20, -45],
    ],
    [
      [55, -75],
      [62, -18],
      [20, -45],
    ],
    [
      [-20, -45],
      [20, -45],
      [0, -8],
    ],
    [
      [-62, -18],
      [-20, -45],
      [0, -8],
      [-30, 12],
      [-78, 10],
    ],
    [
      [62, -18],
      [20, -45],
      [0, -8],
      [30, 12],
      [78, 10],
    ],
    [
      [-78, 10],
      [-30, 12],
      [-10, 50],
    ],
    [
      [78, 10],
      [30, 12],
      [10, 50],
    ],
    [
      [-30, 12],
      [0, -8],
      [30, 12],
      [10, 50],
      [0, 70],
      [-10, 50],
    ],
  ];
  const shades = [0.9, 0.8, 0.55, 0.75, 0.62, 0.12, 0.18, 0.4];
  const inner = [
    poly(
      [
        [-50, -62],
        [-54, -28],
        [-28, -45],
      ],
      shade(0.25),
    ),
    poly(
      [
        [50, -62],
        [54, -28],
        [28, -45],
      ],
      shade(0.2),
    ),
  ];
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" stroke-width="1.2">
${face.map((pts, i) => poly(pts, `${shade(shades[i] ?? 0.5)}`)).join("")}${inner.join("")}
${face.map((pts) => poly(pts, 'fill="none" stroke-width="1.2" stroke-opacity="0.6"')).join("")}
<path d="M-8 56 L8 56 L0 69 Z" ${SOLID}/><path d="M-38 -6 Q-28 -14 -18 -6 Q-28 -1 -38 -6 Z M38 -6 Q28 -14 18 -6 Q28 -1 38 -6 Z" ${SOLID}/></g>`;
}

export const foxPuzzle: Motif = ({ w, h }) => ({
  burn: `${fox(0, 0, 1.1)}<path d="M${f(-w)} 30 C-60 22 -70 44 -50 44 C-30 44 -40 24 -20 30 C0 36 20 20 40 26 C60 34 50 48 70 44 C90 40 80 26 ${f(w)} 30
M-10 ${f(-h)} C-2 -80 -22 -70 -14 -56 M24 30 C30 60 16 70 28 ${f(h)}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.4"/>`,
});

export const moonPhases: Motif = ({ w, h, rand }) => {
  let out = "";
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = (t - 0.5) * w * 1.6;
    const y = ((t - 0.5) * 2) ** 2 * 22 - 10;
    out += moonPhase(x, y, i === 3 ? 24 : 18 - Math.abs(i - 3) * 1.5, 0.125 + t * 0.75);
  }
  return {
    burn: `${out}<path d="M${f(-w * 0.8)} 40 Q0 58 ${f(w * 0.8)} 40" stroke-width="1.2" stroke-dasharray="1 5"/>${sky(rand, 14, w, h, (_x, y) => Math.abs(y) > 48)}`,
  };
};

const HEART =
  "M0 62 C-40 34 -84 8 -84 -26 C-84 -56 -58 -72 -36 -72 C-18 -72 -6 -62 0 -50 C6 -62 18 -72 36 -72 C58 -72 84 -56 84 -26 C84 8 40 34 0 62 Z";

export const familyHeart: Motif = ({ w, h, rand }) => {
  const small = (x: number, y: number, s: number) => `<path transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" d="${HEART}" ${SOLID}/>`;
  return {
    burn: `<path d="${HEART}" stroke-width="3"/><path transform="scale(1.08) translate(0 -2)" d="${HEART}" stroke-width="1" stroke-dasharray="2 4"/>
${cursive(-50, -12, 100, rand, 20)}${textLine(-36, 16, 72, rand, 5)}${small(-w * 0.72, -h * 0.62, 0.12)}${small(w * 0.7, h * 0.6, 0.1)}${small(w * 0.76, -h * 0.5, 0.07)}`,
  };
};
