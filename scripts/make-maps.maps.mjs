// The four shipped battle maps, laid out by code so they can be regenerated exactly.
import { T } from './make-maps.art.mjs';
import { Layout, lcg } from './make-maps.layout.mjs';

/** Warehouse, 60x60 (the size the AI benchmark uses): racks, a container core, an office, four docks. */
export function warehouse() {
  const m = new Layout('warehouse', 60, 60, T.asphalt);
  m.properties = { name: 'Warehouse', description: 'Storage racks around an open container floor; docks on every side.' };
  m.fillG(5, 5, 50, 50, T.concrete);
  m.box(5, 5, 50, 50, T.exteriorWall);
  // Docks and side doors.
  for (const [x, y, w, h] of [[14, 5, 4, 1], [30, 5, 4, 1], [14, 54, 4, 1], [40, 54, 4, 1], [5, 27, 1, 6], [54, 27, 1, 6]]) {
    m.door(x, y, w, h, T.hazard);
  }
  // R-OPS-35: both loading doors are shut (with the west one open, Red Team won 71.5% of the
  // default fights; locked, the guards spent about seven kicks a battle on theirs and Red Team won
  // 61.5% and 71.5% from the two starts): each side opens its own on the way in, or goes round by
  // the docks, which stand open.
  m.doorLeaf(5, 27, 1, 6, 'closed');
  m.doorLeaf(54, 27, 1, 6, 'closed');
  for (const x of [14, 30]) m.fillG(x, 6, 4, 2, T.hazard);
  for (const x of [14, 40]) m.fillG(x, 52, 4, 2, T.hazard);
  // Racks: two tiles wide, broken by a cross aisle.
  for (const x of [9, 15, 21, 37, 43, 49]) {
    const top = x >= 43 ? 14 : 9;
    m.fillC(x, top, 2, 23 - top, T.shelving);
    m.fillC(x, 32, 2, 15, T.shelving);
  }
  // Pillars along the cross aisle.
  for (const x of [13, 19, 25, 34, 41, 47]) {
    m.c(x, 26, T.pillar);
    m.c(x, 33, T.pillar);
  }
  // The container floor in the middle.
  m.fillC(26, 11, 2, 4, T.container);
  m.fillC(32, 16, 2, 3, T.container);
  m.fillC(27, 40, 3, 2, T.container);
  m.fillC(32, 44, 2, 4, T.container);
  for (const [x, y] of [[29, 20], [30, 20], [29, 21], [26, 29], [27, 29], [33, 29], [33, 30], [30, 36], [31, 36], [26, 46], [27, 47], [31, 12], [30, 24], [28, 50], [29, 50]]) {
    m.c(x, y, T.crate);
  }
  // Pallets along the aisles between racks, alternating sides so an aisle stays 3 tiles wide.
  for (const [left, right] of [[11, 14], [17, 20], [39, 42], [45, 48]]) {
    for (let y = 11, k = 0; y < 47; y += 5, k++) {
      if (y >= 24 && y <= 31) continue;
      m.c(k % 2 === 0 ? left : right, y + ((left * 3) % 4), T.crate);
    }
  }
  // Low barriers in front of the west and east doors and on the open floor.
  m.fillC(8, 26, 1, 2, T.lowWallV);
  m.fillC(8, 32, 1, 2, T.lowWallV);
  m.fillC(51, 26, 1, 2, T.lowWallV);
  m.fillC(51, 32, 1, 2, T.lowWallV);
  m.fillC(28, 31, 3, 1, T.lowWallH);
  m.fillC(24, 21, 2, 1, T.lowWallH);
  m.fillC(35, 37, 2, 1, T.lowWallH);
  // R-OPS-34: a shotgun on each of two crates of the container floor, where the cross aisle meets
  // the middle (mirror images of each other, so neither side's is nearer).
  m.weapon(26, 29, 'FN Riot', 2);
  m.weapon(33, 30, 'FN Riot', 2);
  // The office in the north-east corner: walls, a door, windows, desks.
  m.fillG(42, 6, 12, 6, T.carpet);
  m.fillC(42, 11, 12, 1, T.wall);
  m.fillC(42, 6, 1, 6, T.wall);
  m.door(47, 11, 2, 1, T.doorway);
  // R-OPS-35: the office's double door is shut.
  m.doorLeaf(47, 11, 2, 1, 'closed');
  m.c(44, 11, T.windowH);
  m.c(51, 11, T.windowH);
  m.c(42, 8, T.windowV);
  for (const [x, y] of [[45, 8], [46, 8], [50, 8], [51, 8]]) m.c(x, y, T.desk);
  m.c(53, 7, T.serverRack);
  m.objective('ledger', 'retrieve', 48, 7, 1, 1);
  // Outside: a parked truck and some barriers, clear of the spawn zones.
  m.c(8, 56, T.carFrontV);
  m.c(8, 57, T.carRearV);
  m.c(50, 2, T.carFrontH);
  m.c(51, 2, T.carRearH);
  m.fillC(2, 15, 1, 3, T.lowWallV);
  m.fillC(57, 42, 1, 3, T.lowWallV);
  m.spawn('a', 0, 22, 4, 16);
  m.spawn('b', 56, 22, 4, 16);
  m.spawn('c', 22, 0, 16, 4);
  m.spawn('d', 22, 56, 16, 4);
  return m;
}

/** Office floor, 48x40: a corridor spine, open-plan desks, meeting and server rooms, glass all round. */
export function officeFloor() {
  const m = new Layout('office-floor', 48, 40, T.concrete);
  m.properties = { name: 'Office floor', description: 'Desks, partitions and glass; a corridor runs east to west.' };
  m.fillG(2, 2, 44, 36, T.carpet);
  m.box(2, 2, 44, 36, T.exteriorWall);
  for (let x = 5; x < 44; x += 4) {
    m.c(x, 2, T.windowH);
    m.c(x, 37, T.windowH);
  }
  for (let y = 5; y < 36; y += 5) {
    m.c(2, y, T.windowV);
    m.c(45, y, T.windowV);
  }
  m.fillG(3, 18, 42, 4, T.concrete);
  m.door(2, 18, 1, 4, T.doorway);
  m.door(45, 18, 1, 4, T.doorway);
  m.door(22, 2, 2, 1, T.doorway);
  m.door(25, 37, 2, 1, T.doorway);
  // Corridor walls and the rooms off them.
  m.fillC(3, 17, 42, 1, T.wall);
  m.fillC(3, 22, 42, 1, T.wall);
  for (const x of [13, 30, 38]) m.fillC(x, 3, 1, 14, T.wall);
  for (const x of [17, 34]) m.fillC(x, 23, 1, 14, T.wall);
  for (const x of [7, 21, 26, 34, 41]) m.door(x, 17, 2, 1, T.doorway);
  for (const x of [9, 24, 38]) m.door(x, 22, 2, 1, T.doorway);
  // R-OPS-35: the rooms' doors: the server room locked, the meeting room and the corner offices shut,
  // the open-plan doors propped open; the north and south entrances shut.
  m.doorLeaf(9, 22, 2, 1, 'locked');
  for (const x of [7, 34, 41]) m.doorLeaf(x, 17, 2, 1, 'closed');
  for (const x of [21, 26]) m.doorLeaf(x, 17, 2, 1, 'open');
  m.doorLeaf(24, 22, 2, 1, 'open');
  m.doorLeaf(38, 22, 2, 1, 'closed');
  m.doorLeaf(22, 2, 2, 1, 'closed');
  m.doorLeaf(25, 37, 2, 1, 'closed');
  for (const x of [16, 28]) m.c(x, 17, T.windowH);
  for (const x of [16, 28]) m.c(x, 22, T.windowH);
  // Corridor pillars.
  for (const x of [11, 19, 31, 39]) m.c(x, x % 2 ? 18 : 21, T.pillar);
  // Meeting room: one long table.
  m.fillC(6, 8, 4, 2, T.desk);
  // North open plan: rows of desks with gaps.
  for (const y of [5, 9, 13]) {
    for (const x of [15, 16, 18, 19, 23, 24, 26, 27]) m.c(x, y, T.desk);
  }
  // Two corner offices.
  for (const [x, y] of [[33, 6], [34, 6], [41, 7], [42, 7]]) m.c(x, y, T.desk);
  m.c(36, 13, T.crate);
  m.c(43, 14, T.crate);
  // Server room: racks in rows.
  m.fillG(3, 23, 14, 14, T.concrete);
  for (const y of [25, 29, 33]) m.fillC(5, y, 9, 1, T.serverRack);
  m.objective('server room', 'hold', 3, 23, 14, 14);
  // South open plan: cubicles of low partitions.
  for (const x of [20, 25, 30]) {
    for (const y of [25, 30]) {
      m.fillC(x, y, 3, 1, T.lowWallH);
      m.fillC(x, y + 1, 1, 2, T.lowWallV);
      m.c(x + 1, y + 1, T.desk);
    }
  }
  // Break room and lift core.
  m.box(37, 27, 5, 5, T.wall);
  m.door(39, 27, 1, 1, T.doorway);
  m.doorLeaf(39, 27, 1, 1, 'closed');
  m.c(36, 24, T.desk);
  m.c(43, 34, T.crate);
  m.c(36, 35, T.pillar);
  m.spawn('a', 0, 14, 2, 12);
  m.spawn('b', 46, 14, 2, 12);
  m.spawn('c', 16, 0, 16, 2);
  m.spawn('d', 16, 38, 16, 2);
  return m;
}

/** Walled compound, 80x80: a yard with vehicles inside a perimeter wall, woods outside. */
export function compound() {
  const m = new Layout('compound', 80, 80, T.grass);
  m.properties = { name: 'Walled compound', description: 'A gated yard, a main building and a garage; scrub and trees outside.' };
  const rnd = lcg(80);
  // Dirt patches outside.
  for (let k = 0; k < 40; k++) {
    const x = Math.floor(rnd() * 80);
    const y = Math.floor(rnd() * 80);
    m.fillG(x, y, 2 + Math.floor(rnd() * 4), 2 + Math.floor(rnd() * 3), T.dirt);
  }
  m.fillG(15, 15, 50, 50, T.gravel);
  // Approach road from the south to the gate and on to the building.
  m.fillG(37, 37, 6, 43, T.asphalt);
  m.box(14, 14, 52, 52, T.exteriorWall);
  m.door(37, 65, 6, 1);
  m.fillC(14, 22, 1, 3, T.rubble);
  m.fillC(65, 40, 1, 13, T.fence);
  for (const [x, y] of [[17, 17], [62, 17], [17, 62], [62, 62]]) m.fillC(x, y, 2, 2, T.pillar);
  // Main building.
  m.fillG(22, 20, 24, 17, T.concrete);
  m.box(22, 20, 24, 17, T.wall);
  m.fillC(33, 21, 1, 15, T.wall);
  m.door(33, 28, 1, 2, T.doorway);
  m.door(36, 36, 2, 1, T.doorway);
  m.door(22, 27, 1, 2, T.doorway);
  m.door(45, 30, 1, 2, T.doorway);
  m.door(36, 20, 2, 1, T.doorway);
  // R-OPS-35: the main building's front (south) and back (north) doors open, the west door shut, the
  // east one locked, the inner door open. (With front and back shut, the south side won 3 of 4.)
  m.doorLeaf(22, 27, 1, 2, 'closed');
  m.doorLeaf(36, 36, 2, 1, 'open');
  m.doorLeaf(45, 30, 1, 2, 'locked');
  m.doorLeaf(33, 28, 1, 2, 'open');
  m.doorLeaf(36, 20, 2, 1, 'open');
  for (const x of [25, 29, 40, 43]) m.c(x, 20, T.windowH);
  for (const x of [26, 30, 41]) m.c(x, 36, T.windowH);
  for (const [x, y] of [[25, 24], [26, 24], [29, 31], [30, 31], [37, 23], [38, 23], [42, 26], [42, 27]]) m.c(x, y, T.desk);
  for (const [x, y] of [[24, 33], [31, 22], [39, 33], [40, 33], [44, 22]]) m.c(x, y, T.crate);
  m.objective('main building', 'hold', 23, 21, 22, 15);
  // Garage, open to the south, two cars inside.
  m.fillG(50, 20, 11, 11, T.concrete);
  m.box(50, 20, 11, 11, T.wall);
  m.door(52, 30, 7, 1);
  for (const x of [53, 57]) {
    m.c(x, 23, T.carFrontV);
    m.c(x, 24, T.carRearV);
  }
  // Yard: parked vehicles, containers, sandbagged gate.
  m.c(28, 46, T.carFrontV);
  m.c(28, 47, T.carRearV);
  m.c(47, 43, T.carFrontH);
  m.c(48, 43, T.carRearH);
  m.c(24, 56, T.carFrontH);
  m.c(25, 56, T.carRearH);
  for (const y of [44, 48, 52]) m.fillC(53, y, 3, 2, T.container);
  m.fillC(33, 59, 4, 1, T.sandbags);
  m.fillC(43, 59, 4, 1, T.sandbags);
  for (const [x, y] of [[20, 40], [21, 40], [31, 52], [45, 50], [58, 38], [49, 60], [19, 50]]) m.c(x, y, T.crate);
  m.fillC(30, 40, 1, 3, T.lowWallV);
  m.fillC(48, 36, 3, 1, T.lowWallH);
  // R-OPS-34: the gate post's shotgun, left on its sandbags.
  m.weapon(36, 59, 'FN Riot', 2);
  // Scrub and trees outside the wall, clear of the wall, the road and the spawn zones.
  const keepClear = (x, y) =>
    (x >= 11 && x <= 68 && y >= 11 && y <= 68) || (x >= 35 && x <= 44 && y >= 60) || (y >= 73 && x >= 28 && x <= 51) || (x <= 6 && y >= 28 && y <= 51) || (x >= 73 && y >= 28 && y <= 51);
  for (let y = 0; y < 80; y++) {
    for (let x = 0; x < 80; x++) {
      if (keepClear(x, y)) continue;
      const r = rnd();
      if (r < 0.06) m.c(x, y, T.tree);
      else if (r < 0.11) m.c(x, y, T.bush);
    }
  }
  m.spawn('a', 30, 74, 20, 5);
  m.spawn('b', 24, 15, 21, 4);
  m.spawn('c', 1, 30, 5, 20);
  m.spawn('d', 74, 30, 5, 20);
  return m;
}

/** Woodland road, 120x60: a straight road through woods, a creek, a walled field, a checkpoint. */
export function woodlandRoad() {
  const m = new Layout('woodland-road', 120, 60, T.grass);
  m.properties = { name: 'Woodland road', description: 'A long straight road through woods: long sight lines on it, close work off it.' };
  const rnd = lcg(120);
  for (let k = 0; k < 70; k++) {
    m.fillG(Math.floor(rnd() * 120), Math.floor(rnd() * 60), 2 + Math.floor(rnd() * 5), 2 + Math.floor(rnd() * 3), T.dirt);
  }
  // The road: 4 lanes of asphalt with a dashed centre line, dirt verges.
  m.fillG(0, 27, 120, 1, T.dirt);
  m.fillG(0, 32, 120, 1, T.dirt);
  m.fillG(0, 28, 120, 4, T.asphalt);
  for (let x = 0; x < 120; x += 2) m.g(x, 29, T.roadLineH);
  // A creek winding north to south, crossed by the road and two fords.
  const creekX = (y) => 40 + Math.round(3 * Math.sin(y / 7));
  for (let y = 0; y < 60; y++) {
    if (y >= 27 && y <= 32) continue;
    const x = creekX(y);
    m.fillG(x, y, 2, 1, T.water);
  }
  for (const y of [10, 49]) m.fillG(creekX(y) - 1, y - 1, 4, 3, T.gravel);
  // A field walled with low stones and a ruined hut in it.
  m.fillG(76, 4, 26, 17, T.dirt);
  m.box(76, 4, 26, 17, T.lowWallH);
  m.fillC(76, 5, 1, 15, T.lowWallV);
  m.fillC(101, 5, 1, 15, T.lowWallV);
  m.clearC(88, 20, 3, 1);
  m.clearC(76, 11, 1, 2);
  m.fillG(84, 8, 8, 6, T.concrete);
  m.box(84, 8, 8, 6, T.wall);
  m.door(87, 13, 2, 1, T.doorway);
  m.fillC(91, 10, 1, 2, T.rubble);
  m.clearC(84, 9, 1, 1);
  m.c(84, 9, T.rubble);
  m.objective('hut', 'hold', 85, 9, 6, 4);
  // Things on and by the road.
  m.c(62, 29, T.carFrontH);
  m.c(63, 29, T.carRearH);
  m.c(91, 30, T.carFrontV);
  m.c(91, 31, T.carRearV);
  m.fillC(99, 26, 4, 1, T.sandbags);
  m.fillC(99, 33, 4, 1, T.sandbags);
  m.fillC(24, 26, 1, 1, T.rubble);
  m.fillC(25, 33, 2, 1, T.rubble);
  // Woods: trees and bushes, but not on the road, its verges, the creek, the field or the spawns;
  // 7% trees and 5% bushes (from 10% and 7%), so that the five guards have room to bring their
  // numbers to bear against the four of Red Team.
  const keepClear = (x, y) =>
    (y >= 25 && y <= 34) || (x >= 74 && x <= 103 && y >= 2 && y <= 22) || x <= 4 || x >= 115 || (x >= 49 && x <= 70 && (y <= 4 || (y >= 49 && y <= 54)));
  for (let y = 0; y < 60; y++) {
    for (let x = 0; x < 120; x++) {
      if (keepClear(x, y) || m.ground[y * 120 + x] === T.water) continue;
      const r = rnd();
      if (r < 0.07) m.c(x, y, T.tree);
      else if (r < 0.12) m.c(x, y, T.bush);
    }
  }
  // The first two sides deploy in the woods south and north of the road and meet in the trees,
  // where a grenadier can reach an enemy behind cover (R-OPS-17); deployed at the road's two ends
  // they traded rifle fire down it from 220 m and more, and never threw a flash-bang. The southern
  // start sits 6 cells nearer the road than the northern one: level with the edge of the walled
  // field, the north's shelter, which the north reaches first (from the map's two edges Red Team won
  // 71.0% of 600 default fights from the north and 49.8% from the south).
  m.spawn('a', 50, 50, 20, 4);
  m.spawn('b', 50, 0, 20, 4);
  m.spawn('c', 0, 24, 4, 12);
  m.spawn('d', 116, 24, 4, 12);
  return m;
}

export const MAPS = [warehouse, officeFloor, compound, woodlandRoad];
