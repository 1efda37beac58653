import { circle, dots, type Motif } from "./motif-kit.ts";

// Rough continent outlines as "lon,lat" points; a dot grid reads as a world map without detailed coastlines.
const CONTINENTS = [
  "-168,66 -140,70 -100,72 -80,68 -62,58 -55,50 -70,43 -76,35 -81,25 -97,26 -97,18 -84,10 -78,8 -92,15 -105,20 -115,30 -124,40 -125,50 -135,58 -150,60 -165,58",
  "-55,60 -45,60 -20,70 -20,80 -60,82 -70,77",
  "-80,8 -60,10 -50,0 -35,-7 -40,-22 -50,-30 -58,-38 -65,-42 -68,-55 -75,-50 -72,-30 -70,-18 -80,-5",
  "-10,36 -9,43 -2,44 -5,48 2,51 8,55 5,58 10,63 20,70 30,70 40,66 40,55 30,45 28,41 20,40 15,38 12,44 5,43 -5,36",
  "-6,50 2,51 0,58 -5,58",
  "-17,21 -10,30 -5,36 10,37 20,32 32,31 35,28 43,12 51,12 40,-5 40,-15 35,-25 20,-35 15,-28 12,-15 9,-2 5,5 -8,5 -15,10",
  "30,45 40,42 50,45 60,60 40,66 60,70 80,73 110,77 140,72 180,68 170,60 160,55 140,50 130,42 122,38 122,30 110,20 105,10 100,15 95,18 90,22 80,15 77,8 72,20 65,25 57,25 50,30 35,30 35,37",
  "35,30 48,30 57,24 52,16 43,12 38,20",
  "95,5 105,-7 120,-8 140,-5 150,-8 140,-2 120,0 110,2 100,5",
  "114,-22 122,-18 131,-12 137,-12 142,-11 146,-19 153,-27 150,-37 140,-38 130,-32 115,-34",
  "130,32 141,36 142,44 136,38",
].map((outline) => outline.split(" ").map((pt) => pt.split(",").map(Number) as [number, number]));

function inside(pt: [number, number], poly: [number, number][]) {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as [number, number];
    const [xj, yj] = poly[j] as [number, number];
    if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

export const worldMap: Motif = ({ w, h, rand }) => {
  const sx = (w * 0.92) / 180;
  const sy = (h * 0.95) / 90;
  const on: [number, number][] = [];
  const accent: [number, number][] = [];
  for (let lat = 84; lat > -58; lat -= 4) {
    for (let lon = -178; lon < 180; lon += 4) {
      if (!CONTINENTS.some((c) => inside([lon, lat], c))) continue;
      (rand() < 0.08 ? accent : on).push([lon * sx, -lat * sy + 12]);
    }
  }
  return {
    burn: `${dots(on, 1.55)}<g fill-opacity="0.45">${dots(accent, 1.55)}</g>${circle(9 * sx, -50 * sy + 12, 4.5, 'stroke-width="1.4"')}`,
  };
};
