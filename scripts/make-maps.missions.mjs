// The covert-mission objects of the shipped maps (docs/maps.md "Missions"; the missions in
// maps/missions/ name them): lamps for night missions, cameras, trip wires, alarm panels, guard
// posts and patrol routes, terminals, items, captives, exits and the reinforcements' zones. Lamps
// only ever light (`lit`), so a day mission on the same map plays all lit.

const lamp = (m, name, x, y, w, h) => m.area(name, x, y, w, h, { light: 'lit' });

/** Office floor: Black Team's "Cold Ledger" (hack the server, get out) at night. */
function officeFloor(m) {
  lamp(m, 'corridor lamp west', 8, 18, 5, 4);
  lamp(m, 'corridor lamp middle', 22, 18, 5, 4);
  lamp(m, 'security desk lamp', 39, 18, 6, 4);
  m.point('Corridor camera', 3, 22, { device: 'camera', facing: 70 });
  m.point('Security desk panel', 44, 22, { device: 'panel' });
  m.point('North floor panel', 14, 3, { device: 'panel' });
  m.point('Server', 13, 29, { terminal: true, difficulty: 'Good', successes: 2 });
  m.point('Security desk', 43, 20, { post: true });
  m.line('Corridor round', [[6, 19], [36, 20]], { patrol: true });
  m.line('North floor round', [[15, 7], [28, 7], [28, 11], [15, 11]], { patrol: true }, true);
  m.line('South floor round', [[19, 28], [33, 28], [33, 34], [19, 34]], { patrol: true }, true);
  m.area('West stairs', 0, 14, 2, 12, { exit: true });
}

/** Warehouse: "Quiet Freight" (bring out the ledger case from the office). */
function warehouse(m) {
  m.point('Ledger case', 48, 7, { item: 'Ledger case' });
  m.point('Office panel', 50, 6, { device: 'panel' });
  m.point('East dock panel', 53, 24, { device: 'panel' });
  m.point('North dock camera', 31, 6, { device: 'camera', facing: 's' });
  m.area('Office sensor', 44, 6, 3, 4, { device: 'motion' });
  m.point('Office post', 51, 9, { post: true });
  m.line('Container floor round', [[24, 24], [36, 24], [36, 36], [24, 36]], { patrol: true }, true);
  m.line('North aisle', [[12, 8], [46, 8]], { patrol: true });
  m.line('East racks', [[46, 14], [46, 46]], { patrol: true });
  m.point('East door post', 52, 31, { post: true });
  m.area('West yard', 0, 22, 4, 16, { exit: true });
}

/** Walled compound: "Cell Block" (free the courier held in the main building; the alarm brings the garage crew). */
function compound(m) {
  m.point('Courier', 43, 34, { captive: true, agent: 'medic.json' });
  m.point('Gate camera', 40, 63, { device: 'camera', facing: 'n' });
  m.point('Gate panel', 36, 61, { device: 'panel' });
  m.point('Guard room panel', 23, 21, { device: 'panel' });
  m.line('Breach wire', [[15, 22], [15, 24]], { device: 'tripwire' });
  m.point('Gate post', 41, 60, { post: true });
  m.point('Front door post', 38, 38, { post: true });
  m.point('Guard room', 27, 29, { post: true });
  m.line('Yard round', [[22, 39], [58, 39], [58, 57], [22, 57]], { patrol: true }, true);
  m.line('Back of the building', [[21, 19], [47, 19], [47, 34]], { patrol: true });
  m.area('Garage', 51, 21, 9, 8, { reinforcements: true });
  m.area('South road', 30, 74, 20, 5, { exit: true });
  m.area('West scrub', 1, 30, 5, 20, { exit: true });
}

/** Woodland road: "Night Courier" (the courier at the hut must not leave) at night, in the woods. */
function woodlandRoad(m) {
  lamp(m, 'checkpoint floodlight', 96, 25, 9, 10);
  lamp(m, 'hut lantern', 85, 12, 6, 4);
  m.line('Field gap wire', [[88, 20], [90, 20]], { device: 'tripwire' });
  m.point('Hut', 86, 11, { post: true });
  m.point('Hut door', 89, 15, { post: true });
  m.point('Checkpoint north', 100, 27, { post: true });
  m.point('Checkpoint south', 101, 32, { post: true });
  m.line('Field round', [[79, 7], [98, 7], [98, 18], [79, 18]], { patrol: true }, true);
  m.line('Road watch', [[70, 27], [108, 27]], { patrol: true });
  m.area('South woods', 50, 56, 20, 4, { exit: true });
}

const BY_NAME = { 'office-floor': officeFloor, warehouse, compound, 'woodland-road': woodlandRoad };

export function addMissionObjects(layout) {
  const add = BY_NAME[layout.name];
  if (add) add(layout);
  if (layout.name === 'woodland-road') layout.properties.environment = 'forest';
  if (layout.name === 'compound') layout.properties.environment = 'urban';
}
