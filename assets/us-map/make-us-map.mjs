/**
 * Generates assets/us-map/us-map.json, the Black Hats board's map (DESIGN.md "Black Hats board"):
 * the lower 48 states merged into the ten Regions of black-hats.txt, the inner state borders, and
 * a pin position for each of the 36 Areas. Run once with `node assets/us-map/make-us-map.mjs`;
 * the output is committed, so neither the app nor its tests need these packages at run time.
 *
 * Geometry: us-atlas states-albers-10m (Census Bureau cartographic boundaries, already projected
 * with geoAlbersUsa().scale(1300).translate([487.5, 305])); the Areas are projected the same way.
 * The grouping of states into Regions is our own reading of the Region and Area names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { merge, mesh } from 'topojson-client';

const atlas = JSON.parse(readFileSync(new URL('../../node_modules/us-atlas/states-albers-10m.json', import.meta.url), 'utf8'));

/** Region id -> the states (FIPS codes) it covers. 48 states + DC; Alaska and Hawaii are not on the board. */
const REGION_STATES = {
  northeast: ['23', '33', '50', '25', '44', '09', '36'], // ME NH VT MA RI CT NY
  'east-coast': ['42', '34', '10', '24', '11', '51', '54', '37'], // PA NJ DE MD DC VA WV NC
  sunbelt: ['47', '21', '28', '01', '13', '12', '45'], // TN KY MS AL GA FL SC
  midwest: ['20', '29', '31', '19'], // KS MO NE IA
  southeast: ['48', '40', '35', '04', '22', '05'], // TX OK NM AZ LA AR
  'west-coast': ['06', '32'], // CA NV
  north: ['38', '46', '30'], // ND SD MT
  central: ['17', '18', '39', '26', '55', '27'], // IL IN OH MI WI MN
  mountain: ['08', '49', '56'], // CO UT WY
  northwest: ['53', '41', '16'], // WA OR ID
};

/**
 * Areas at [longitude, latitude]. Cities sit on the city; a wilderness Area sits in its wild
 * country. `nudge` moves a pin off its true spot (in map units) where two would touch.
 * CALLOUTS put the crowded north-east corridor's (and San Diego's) pins out at sea, with a leader line to the city.
 */
const AREA_PLACES = {
  boston: [-71.06, 42.36],
  'new-york': [-74.0, 40.71],
  adirondacks: [-74.3, 44.0],
  washington: [-77.04, 38.9],
  philadelphia: [-75.16, 39.95],
  raliegh: [-78.64, 35.78],
  appalachia: [-80.6, 38.6],
  atlanta: [-84.39, 33.75],
  memphis: [-90.05, 35.15],
  miami: [-80.19, 25.76],
  okeefenokee: [-82.3, 30.75],
  wichita: [-97.34, 37.69],
  'st-louis': [-90.2, 38.63],
  breadbasket: [-99.2, 41.3],
  phoenix: [-112.07, 33.45],
  dallas: [-96.8, 32.78],
  houston: [-95.37, 29.76],
  roswell: [-104.52, 33.39],
  'llano-escatado': [-101.9, 34.6],
  'los-angeles': [-118.24, 34.05],
  'san-diego': [-117.16, 32.72],
  'san-francisco': [-122.42, 37.77],
  'mojave-desert': [-115.8, 35.1],
  bismarck: [-100.78, 46.81],
  'dakota-badlands': [-102.3, 43.8],
  montana: [-109.5, 47.0],
  chicago: [-87.63, 41.88],
  detroit: [-83.05, 42.33],
  minneapolis: [-93.27, 44.98],
  'great-lakes': [-87.2, 46.35],
  denver: [-104.99, 39.74],
  'salt-lake-city': [-111.89, 40.76],
  'rocky-mountains': [-108.6, 43.2],
  seattle: [-122.33, 47.61],
  portland: [-122.68, 45.52],
  cascades: [-121.3, 44.0],
};

/** Pin positions (map units) for Areas drawn away from their true spot, which a leader line marks. */
const CALLOUTS = {
  'new-york': [905, 212],
  philadelphia: [896, 256],
  washington: [878, 300],
  'san-diego': [86, 436],
};

const round = (n) => Math.round(n * 10) / 10;
const path = geoPath().digits(1);
const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);
const states = atlas.objects.states;
const used = new Set(Object.values(REGION_STATES).flat());
const lower48 = states.geometries.filter((g) => used.has(g.id));
if (lower48.length !== 49) throw new Error(`expected 48 states + DC, got ${lower48.length}`);

const regions = Object.entries(REGION_STATES).map(([id, fips]) => {
  const shape = merge(atlas, states.geometries.filter((g) => fips.includes(g.id)));
  const [x, y] = path.centroid(shape);
  return { id, path: path(shape), centroid: [round(x), round(y)] };
});
const regionOf = new Map(Object.entries(REGION_STATES).flatMap(([r, fips]) => fips.map((f) => [f, r])));
const inLower48 = { type: 'GeometryCollection', geometries: lower48 };
const stateBorders = path(mesh(atlas, inLower48, (a, b) => a !== b && regionOf.get(a.id) === regionOf.get(b.id)));
const regionBorders = path(mesh(atlas, inLower48, (a, b) => a !== b && regionOf.get(a.id) !== regionOf.get(b.id)));
const outline = path(merge(atlas, lower48));
const bounds = path.bounds(merge(atlas, lower48));

const areas = Object.entries(AREA_PLACES).map(([id, [lon, lat, nudge]]) => {
  const p = projection([lon, lat]);
  if (!p) throw new Error(`area ${id} falls outside the projection`);
  const x = round(p[0] + (nudge?.[0] ?? 0));
  const y = round(p[1] + (nudge?.[1] ?? 0));
  const callout = CALLOUTS[id];
  return callout ? { id, x: callout[0], y: callout[1], anchor: [x, y] } : { id, x, y };
});

// Room at sea on the right for the north-east labels.
const pad = 12;
const seaRoom = 48;
const out = {
  source: 'us-atlas 3.0.1 states-albers-10m (US Census Bureau, 2017); regions and pins by Blacksite',
  viewBox: [Math.floor(bounds[0][0] - pad), Math.floor(bounds[0][1] - pad), Math.ceil(bounds[1][0] - bounds[0][0] + 2 * pad + seaRoom), Math.ceil(bounds[1][1] - bounds[0][1] + 2 * pad)],
  outline,
  regions,
  stateBorders,
  regionBorders,
  areas,
};
const file = new URL('./us-map.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${file.pathname}: ${JSON.stringify(out).length} bytes, ${regions.length} regions, ${areas.length} areas`);
