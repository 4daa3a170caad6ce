// A small drawing surface for map layouts in cells: a ground layer, a cover layer (-1 = empty),
// spawn zones and objectives. The map builders in make-maps.maps.mjs draw on it.
export class Layout {
  constructor(name, width, height, ground) {
    this.name = name;
    this.width = width;
    this.height = height;
    this.ground = new Array(width * height).fill(ground);
    this.cover = new Array(width * height).fill(-1);
    this.spawns = [];
    this.objectives = [];
    this.doors = [];
    this.weapons = [];
    /** Covert-mission objects (docs/maps.md "Missions"), laid out by make-maps.missions.mjs. */
    this.missionObjects = [];
    this.properties = {};
  }

  inside(x, y) {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  g(x, y, tile) {
    if (this.inside(x, y)) this.ground[y * this.width + x] = tile;
  }

  c(x, y, tile) {
    if (this.inside(x, y)) this.cover[y * this.width + x] = tile;
  }

  coverAt(x, y) {
    return this.inside(x, y) ? this.cover[y * this.width + x] : -1;
  }

  fillG(x, y, w, h, tile) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.g(i, j, tile);
  }

  fillC(x, y, w, h, tile) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.c(i, j, tile);
  }

  clearC(x, y, w = 1, h = 1) {
    this.fillC(x, y, w, h, -1);
  }

  /** The outline of a rectangle on the cover layer (walls). */
  box(x, y, w, h, tile) {
    this.fillC(x, y, w, 1, tile);
    this.fillC(x, y + h - 1, w, 1, tile);
    this.fillC(x, y, 1, h, tile);
    this.fillC(x + w - 1, y, 1, h, tile);
  }

  /** A doorway: no cover, a doorway floor under it. */
  door(x, y, w = 1, h = 1, floor) {
    this.clearC(x, y, w, h);
    if (floor !== undefined) this.fillG(x, y, w, h, floor);
  }

  /**
   * Doors (R-OPS-35) in a doorway, one per cell: `state` closed, open or locked. They go in the map
   * as objects with the property `door`; the battle opens and closes them, the table draws them.
   */
  doorLeaf(x, y, w, h, state) {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) this.doors.push({ x: i, y: j, state });
  }

  /**
   * A weapon on the floor of cell (x, y) at set-up (R-OPS-34): an object with the property
   * `weapon` (a firearm or melee weapon of the game's data) and, for a firearm, `spareMagazines`.
   */
  weapon(x, y, name, spareMagazines) {
    this.weapons.push({ x, y, name, spareMagazines });
  }

  /** A mission object on one cell (a point at its centre): a post, a camera, a panel, a terminal, an item... */
  point(name, x, y, properties) {
    this.missionObjects.push({ name, x: x + 0.5, y: y + 0.5, point: true, properties });
  }

  /** A mission rectangle in cells: light, an exit, a reinforcements' zone, a motion sensor. */
  area(name, x, y, w, h, properties) {
    this.missionObjects.push({ name, x, y, w, h, properties });
  }

  /** A polyline through cell centres (a patrol there and back, a trip wire); `closed`: a polygon (a patrol round and round). */
  line(name, points, properties, closed = false) {
    const [x0, y0] = points[0];
    const rel = points.map(([x, y]) => ({ x: x - x0, y: y - y0 }));
    this.missionObjects.push({ name, x: x0 + 0.5, y: y0 + 0.5, [closed ? 'polygon' : 'polyline']: rel, properties });
  }

  spawn(side, x, y, w, h) {
    this.clearC(x, y, w, h);
    this.spawns.push({ side, x, y, w, h });
  }

  objective(name, kind, x, y, w, h) {
    this.objectives.push({ name, kind, x, y, w, h });
  }
}

/** A seeded generator (LCG) so scattered trees and crates land in the same places every run. */
export function lcg(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
