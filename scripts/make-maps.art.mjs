// The Blacksite battle tileset: 32 tiles of 32 px, drawn by code in a dark covert-ops palette.
// Reading order matters: walls are the brightest, opaque and bevelled (they stop everything);
// cover objects are mid-tone shapes over the ground with a corner shield: half-filled amber for
// partial cover, filled teal for full cover. Ground tiles stay near-black blue-grey.
import { Canvas, noise } from './make-maps.png.mjs';

export const TILE = 32;
export const COLUMNS = 8;

const INK = '#07090c';
const AMBER = '#d9a94a';
const TEAL = '#57c2d6';

function speckle(c, ox, oy, base, light, dark, seed, amount = 0.12) {
  c.rect(ox, oy, TILE, TILE, base);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const n = noise(x, y, seed);
      if (n < amount) c.dot(ox + x, oy + y, dark, 0.8);
      else if (n > 1 - amount) c.dot(ox + x, oy + y, light, 0.8);
    }
  }
}

const concrete = (c, ox, oy) => {
  speckle(c, ox, oy, '#1b222b', '#232c37', '#151a21', 1);
  c.rect(ox, oy + TILE - 1, TILE, 1, '#12171d');
  c.rect(ox + TILE - 1, oy, 1, TILE, '#12171d');
};
const carpet = (c, ox, oy) => {
  c.rect(ox, oy, TILE, TILE, '#191e2b');
  for (let y = 0; y < TILE; y++) for (let x = 0; x < TILE; x++) if ((x + y) % 4 === 0) c.dot(ox + x, oy + y, '#20273a');
};
const dirt = (c, ox, oy) => speckle(c, ox, oy, '#24211d', '#2f2a24', '#1a1815', 3, 0.18);
const grass = (c, ox, oy) => {
  speckle(c, ox, oy, '#16211b', '#1f3026', '#111914', 4, 0.2);
  for (let k = 0; k < 14; k++) {
    const x = Math.floor(noise(k, 1, 5) * TILE);
    const y = Math.floor(noise(k, 2, 5) * (TILE - 3));
    c.line(ox + x, oy + y + 3, ox + x + 1, oy + y, '#243a2c');
  }
};
const asphalt = (c, ox, oy) => speckle(c, ox, oy, '#13161b', '#1b1f25', '#0f1115', 6, 0.15);
const gravel = (c, ox, oy) => {
  speckle(c, ox, oy, '#20232a', '#2b2f37', '#17191e', 7, 0.22);
};

/** A shield in the top-right corner: the at-a-glance cover sign. */
function shield(c, ox, oy, kind) {
  const color = kind === 'full' ? TEAL : AMBER;
  const x0 = ox + 22;
  const y0 = oy + 2;
  // rows of the shield outline: width shrinking towards the point
  const widths = [8, 8, 8, 8, 8, 7, 6, 4, 2];
  widths.forEach((w, r) => {
    const left = x0 + Math.floor((8 - w) / 2);
    c.rect(left - 1, y0 + r, w + 2, 1, INK, 0.7);
  });
  widths.forEach((w, r) => {
    const left = x0 + Math.floor((8 - w) / 2);
    for (let i = 0; i < w; i++) {
      const edge = i === 0 || i === w - 1 || r === 0 || r === widths.length - 1;
      const filled = kind === 'full' || left + i < x0 + 4;
      if (edge || filled) c.dot(left + i, y0 + r, color);
    }
  });
}

function shadow(c, x, y, w, h) {
  c.rect(x + 2, y + 2, w, h, INK, 0.45);
}

function wallBlock(c, ox, oy, face, light, dark, joints) {
  c.rect(ox, oy, TILE, TILE, face);
  c.rect(ox, oy, TILE, 3, light);
  c.rect(ox, oy, 2, TILE, light);
  c.rect(ox, oy + TILE - 3, TILE, 3, dark);
  c.rect(ox + TILE - 2, oy, 2, TILE, dark);
  joints(c, ox, oy);
  c.frame(ox, oy, TILE, TILE, INK, 0.9);
}

const wall = (c, ox, oy) =>
  wallBlock(c, ox, oy, '#55647a', '#7b8ea8', '#323c4b', (cv, x, y) => {
    for (let k = 4; k < TILE * 2; k += 7) cv.line(x + Math.max(3, k - TILE), y + Math.min(k, TILE - 4), x + Math.min(k, TILE - 4), y + Math.max(3, k - TILE), '#4a586c');
  });
const exteriorWall = (c, ox, oy) =>
  wallBlock(c, ox, oy, '#5d636d', '#838b98', '#393e46', (cv, x, y) => {
    for (let r = 0; r < 4; r++) {
      cv.rect(x + 2, y + 3 + r * 7, TILE - 4, 1, '#444952');
      const off = r % 2 === 0 ? 8 : 16;
      for (let j = off; j < TILE - 2; j += 16) cv.rect(x + j, y + 3 + r * 7, 1, 7, '#444952');
    }
  });

const lowWall = (vertical) => (c, ox, oy) => {
  const [x, y, w, h] = vertical ? [ox + 11, oy, 11, TILE] : [ox, oy + 11, TILE, 11];
  shadow(c, x, y, w, h);
  c.rect(x, y, w, h, '#485366');
  if (vertical) c.rect(x, y, 3, h, '#65748b');
  else c.rect(x, y, w, 3, '#65748b');
  c.frame(x, y, w, h, INK, 0.8);
  shield(c, ox, oy, 'partial');
};
const crate = (c, ox, oy) => {
  shadow(c, ox + 6, oy + 7, 20, 20);
  c.rect(ox + 6, oy + 7, 20, 20, '#5a4932');
  for (let k = 0; k < 4; k++) c.rect(ox + 6, oy + 11 + k * 5, 20, 1, '#45382a');
  c.line(ox + 7, oy + 8, ox + 24, oy + 25, '#6e5a3e');
  c.frame(ox + 6, oy + 7, 20, 20, INK, 0.9);
  shield(c, ox, oy, 'partial');
};
const desk = (c, ox, oy) => {
  shadow(c, ox + 3, oy + 9, 26, 15);
  c.rect(ox + 3, oy + 9, 26, 15, '#404859');
  c.rect(ox + 3, oy + 9, 26, 2, '#586277');
  c.rect(ox + 12, oy + 12, 9, 5, '#1d2129');
  c.rect(ox + 13, oy + 13, 7, 3, '#3d6c86');
  c.rect(ox + 6, oy + 19, 6, 2, '#2a2f3a');
  c.frame(ox + 3, oy + 9, 26, 15, INK, 0.9);
  shield(c, ox, oy, 'partial');
};
const sandbags = (c, ox, oy) => {
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < 4; k++) {
      const x = ox + 1 + k * 8 - (row === 1 ? 4 : 0);
      const y = oy + 10 + row * 6;
      shadow(c, x, y, 8, 6);
      c.rect(Math.max(ox, x), y, 8 - (x < ox ? ox - x : 0), 6, row === 0 ? '#5c5644' : '#4e4939');
      c.frame(Math.max(ox, x), y, 8 - (x < ox ? ox - x : 0), 6, INK, 0.6);
    }
  }
  shield(c, ox, oy, 'partial');
};
const bush = (c, ox, oy) => {
  const blobs = [[10, 17, 8], [20, 14, 8], [17, 22, 7], [8, 24, 5], [24, 23, 5]];
  for (const [x, y, r] of blobs) c.disc(ox + x + 2, oy + y + 2, r, INK, 0.4);
  for (const [x, y, r] of blobs) c.disc(ox + x, oy + y, r, '#23402b');
  for (const [x, y, r] of blobs) c.disc(ox + x - 2, oy + y - 2, r / 2, '#2f5438');
  shield(c, ox, oy, 'partial');
};
const rubble = (c, ox, oy) => {
  for (let k = 0; k < 11; k++) {
    const x = 4 + noise(k, 3, 9) * 24;
    const y = 8 + noise(k, 4, 9) * 20;
    const r = 1.5 + noise(k, 5, 9) * 3;
    c.disc(ox + x + 1, oy + y + 1, r, INK, 0.5);
    c.disc(ox + x, oy + y, r, k % 2 ? '#4a515b' : '#3a4049');
  }
  shield(c, ox, oy, 'partial');
};

const container = (c, ox, oy) => {
  shadow(c, ox + 2, oy + 2, 28, 28);
  c.rect(ox + 2, oy + 2, 28, 28, '#3c4c5c');
  for (let x = 5; x < 29; x += 4) c.rect(ox + x, oy + 4, 1, 24, '#2f3c49');
  c.rect(ox + 2, oy + 2, 28, 2, '#55697e');
  c.frame(ox + 2, oy + 2, 28, 28, INK, 0.9);
  shield(c, ox, oy, 'full');
};
const pillar = (c, ox, oy) => {
  shadow(c, ox + 6, oy + 6, 21, 21);
  c.rect(ox + 6, oy + 6, 21, 21, '#68717f');
  c.rect(ox + 6, oy + 6, 21, 3, '#8b95a4');
  c.rect(ox + 6, oy + 6, 3, 21, '#8b95a4');
  c.rect(ox + 6, oy + 24, 21, 3, '#444b55');
  c.frame(ox + 6, oy + 6, 21, 21, INK, 0.9);
  shield(c, ox, oy, 'full');
};
/** Cars are two tiles long: `front` and `rear` halves, vertical or horizontal. */
const car = (vertical, front) => (c, ox, oy) => {
  const body = '#2d3949';
  const glass = '#1a2633';
  if (vertical) {
    const [y, h] = front ? [oy + 3, TILE - 3] : [oy, TILE - 3];
    shadow(c, ox + 5, y, 22, h);
    c.rect(ox + 5, y, 22, h, body);
    c.rect(ox + 8, front ? oy + 12 : oy + 4, 16, front ? 8 : 6, glass);
    c.line(ox + 9, front ? oy + 13 : oy + 5, ox + 14, front ? oy + 13 : oy + 5, '#4f6a84');
    c.rect(ox + 8, front ? oy + 22 : oy, 16, front ? 10 : 3, '#3a4759');
    c.frame(ox + 5, y, 22, h, INK, 0.9);
  } else {
    const [x, w] = front ? [ox + 3, TILE - 3] : [ox, TILE - 3];
    shadow(c, x, oy + 5, w, 22);
    c.rect(x, oy + 5, w, 22, body);
    c.rect(front ? ox + 12 : ox + 4, oy + 8, front ? 8 : 6, 16, glass);
    c.line(front ? ox + 13 : ox + 5, oy + 9, front ? ox + 13 : ox + 5, oy + 14, '#4f6a84');
    c.rect(front ? ox + 22 : ox, oy + 8, front ? 10 : 3, 16, '#3a4759');
    c.frame(x, oy + 5, w, 22, INK, 0.9);
  }
  shield(c, ox, oy, 'full');
};
const tree = (c, ox, oy) => {
  c.disc(ox + 18, oy + 18, 13, INK, 0.5);
  c.disc(ox + 16, oy + 16, 14, '#15281b');
  c.disc(ox + 16, oy + 16, 11.5, '#1e3a25');
  c.disc(ox + 13, oy + 13, 6, '#2b4e33');
  c.disc(ox + 16, oy + 16, 2.5, '#3b2f25');
  shield(c, ox, oy, 'full');
};
const shelving = (c, ox, oy) => {
  shadow(c, ox + 2, oy + 2, 28, 28);
  c.rect(ox + 2, oy + 2, 28, 28, '#363e4a');
  for (let s = 0; s < 4; s++) {
    c.rect(ox + 2, oy + 2 + s * 7, 28, 1, '#262c35');
    for (let b = 0; b < 3; b++) if (noise(s, b, 12) > 0.3) c.rect(ox + 4 + b * 9, oy + 4 + s * 7, 7, 4, b % 2 ? '#5a4932' : '#4a5a68');
  }
  c.frame(ox + 2, oy + 2, 28, 28, INK, 0.9);
  shield(c, ox, oy, 'full');
};
const serverRack = (c, ox, oy) => {
  shadow(c, ox + 4, oy + 2, 24, 28);
  c.rect(ox + 4, oy + 2, 24, 28, '#1f242c');
  for (let r = 0; r < 6; r++) {
    c.rect(ox + 6, oy + 4 + r * 4, 20, 3, '#2b323c');
    c.dot(ox + 8, oy + 5 + r * 4, r % 3 === 0 ? '#e0b24d' : '#4fd18b');
  }
  c.frame(ox + 4, oy + 2, 24, 28, INK, 0.9);
  shield(c, ox, oy, 'full');
};

const water = (c, ox, oy) => {
  c.rect(ox, oy, TILE, TILE, '#0e1f2e');
  for (let r = 0; r < 5; r++) {
    const y = oy + 3 + r * 6 + Math.floor(noise(r, 0, 13) * 3);
    const x = ox + Math.floor(noise(r, 1, 13) * 12);
    c.line(x, y, x + 8, y, '#19344b');
    c.line(x + 10, y + 1, x + 15, y + 1, '#1f3f5a');
  }
};
const doorway = (c, ox, oy) => {
  concrete(c, ox, oy);
  c.frame(ox + 1, oy + 1, TILE - 2, TILE - 2, '#3a4453', 0.8);
};
const windowTile = (vertical) => (c, ox, oy) => {
  wall(c, ox, oy);
  if (vertical) {
    c.rect(ox + 10, oy, 12, TILE, '#1c3345');
    c.line(ox + 12, oy + 4, ox + 12, oy + 12, '#5b8aa8');
    c.rect(ox + 9, oy, 1, TILE, INK);
    c.rect(ox + 22, oy, 1, TILE, INK);
  } else {
    c.rect(ox, oy + 10, TILE, 12, '#1c3345');
    c.line(ox + 4, oy + 12, ox + 12, oy + 12, '#5b8aa8');
    c.rect(ox, oy + 9, TILE, 1, INK);
    c.rect(ox, oy + 22, TILE, 1, INK);
  }
  shield(c, ox, oy, 'full');
};
const fence = (c, ox, oy) => {
  for (let k = -TILE; k < TILE; k += 6) {
    c.line(ox + Math.max(0, k), oy + Math.max(0, -k), ox + Math.min(TILE - 1, k + TILE - 1), oy + Math.min(TILE - 1, TILE - 1 - k), '#5d6874', 0.7);
    c.line(ox + Math.max(0, k), oy + TILE - 1 - Math.max(0, -k), ox + Math.min(TILE - 1, k + TILE - 1), oy + TILE - 1 - Math.min(TILE - 1, TILE - 1 - k), '#5d6874', 0.7);
  }
  c.rect(ox, oy + 14, TILE, 3, '#76828f');
};
const roadLine = (vertical) => (c, ox, oy) => {
  asphalt(c, ox, oy);
  if (vertical) c.rect(ox + 15, oy + 4, 2, 24, '#8a7a3e');
  else c.rect(ox + 4, oy + 15, 24, 2, '#8a7a3e');
};
const hazardFloor = (c, ox, oy) => {
  concrete(c, ox, oy);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const edge = x < 4 || x > 27 || y < 4 || y > 27;
      if (edge && Math.floor((x + y) / 4) % 2 === 0) c.dot(ox + x, oy + y, '#8c7434', 0.85);
    }
  }
};

const none = {};
const block = { cover: 'block' };
const partialSolid = { cover: 'partial', blocksMove: true };
const fullSolid = { cover: 'full', blocksMove: true };

/** The tiles in atlas order: local id = index. `type` is the Tiled class, shown in the editor. */
export const TILES = [
  { type: 'concrete', meaning: none, paint: concrete },
  { type: 'carpet', meaning: none, paint: carpet },
  { type: 'dirt', meaning: none, paint: dirt },
  { type: 'grass', meaning: none, paint: grass },
  { type: 'asphalt', meaning: none, paint: asphalt },
  { type: 'road-line', meaning: none, paint: roadLine(false) },
  { type: 'wall', meaning: block, paint: wall },
  { type: 'exterior-wall', meaning: block, paint: exteriorWall },
  { type: 'low-wall', meaning: partialSolid, paint: lowWall(false) },
  { type: 'crate', meaning: partialSolid, paint: crate },
  { type: 'desk', meaning: partialSolid, paint: desk },
  { type: 'sandbags', meaning: partialSolid, paint: sandbags },
  { type: 'bush', meaning: { cover: 'partial' }, paint: bush },
  { type: 'container', meaning: fullSolid, paint: container },
  { type: 'pillar', meaning: fullSolid, paint: pillar },
  { type: 'car-front', meaning: fullSolid, paint: car(true, true) },
  { type: 'tree', meaning: fullSolid, paint: tree },
  { type: 'shelving', meaning: fullSolid, paint: shelving },
  { type: 'water', meaning: { blocksMove: true }, paint: water },
  { type: 'doorway', meaning: none, paint: doorway },
  { type: 'window', meaning: { cover: 'full', blocksMove: true }, paint: windowTile(false) },
  { type: 'window', meaning: { cover: 'full', blocksMove: true }, paint: windowTile(true) },
  { type: 'rubble', meaning: { cover: 'partial' }, paint: rubble },
  { type: 'fence', meaning: { blocksMove: true }, paint: fence },
  { type: 'gravel', meaning: none, paint: gravel },
  { type: 'road-line', meaning: none, paint: roadLine(true) },
  { type: 'low-wall', meaning: partialSolid, paint: lowWall(true) },
  { type: 'car-rear', meaning: fullSolid, paint: car(true, false) },
  { type: 'car-front', meaning: fullSolid, paint: car(false, true) },
  { type: 'car-rear', meaning: fullSolid, paint: car(false, false) },
  { type: 'hazard-floor', meaning: none, paint: hazardFloor },
  { type: 'server-rack', meaning: fullSolid, paint: serverRack },
];

/** Names for the map builders: T.wall is the local id of the wall tile, and so on. */
export const T = {
  concrete: 0, carpet: 1, dirt: 2, grass: 3, asphalt: 4, roadLineH: 5, wall: 6, exteriorWall: 7,
  lowWallH: 8, crate: 9, desk: 10, sandbags: 11, bush: 12, container: 13, pillar: 14, carFrontV: 15,
  tree: 16, shelving: 17, water: 18, doorway: 19, windowH: 20, windowV: 21, rubble: 22, fence: 23,
  gravel: 24, roadLineV: 25, lowWallV: 26, carRearV: 27, carFrontH: 28, carRearH: 29, hazard: 30, serverRack: 31,
};

export function paintAtlas() {
  const rows = Math.ceil(TILES.length / COLUMNS);
  const canvas = new Canvas(COLUMNS * TILE, rows * TILE);
  TILES.forEach((tile, i) => tile.paint(canvas, (i % COLUMNS) * TILE, Math.floor(i / COLUMNS) * TILE));
  return canvas;
}
