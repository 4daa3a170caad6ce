import { MAP_LIMITS, atMost } from './limits';
import { quoted } from './quote';
import { childNamed, childrenNamed, type XmlElement } from './xml';

/**
 * TMX maps, TSX tilesets and TX templates (Tiled's XML formats, doc.mapeditor.org "TMX Map
 * Format") turned into the shapes of Tiled's JSON formats, so one reader (tiled-schema.ts and
 * load-tiled-map.ts) serves both. CSV tile data stays a string (encoding "csv") and is scanned
 * into a typed array later: splitting a million-cell layer into strings would cost far more.
 */
export class MapProblem extends Error {}

type Json = Record<string, unknown>;

const num = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const bool01 = (v: string | undefined): boolean | undefined => (v === undefined ? undefined : v === '1' || v === 'true');

/** Copies the attributes that are numbers in JSON as numbers, the rest as strings. */
function attrs(el: XmlElement, numeric: readonly string[], text: readonly string[] = []): Json {
  const out: Json = {};
  for (const k of numeric) {
    const n = num(el.attrs[k]);
    if (n !== undefined) out[k] = n;
  }
  for (const k of text) {
    const v = el.attrs[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

export function tmxProperties(el: XmlElement): Json[] | undefined {
  const props = childNamed(el, 'properties');
  if (!props) return undefined;
  return childrenNamed(props, 'property').map((p) => {
    const type = p.attrs['type'] ?? 'string';
    const raw = p.attrs['value'] ?? p.text;
    let value: unknown = raw;
    if (type === 'int' || type === 'float' || type === 'object') value = num(raw) ?? raw;
    else if (type === 'bool') value = raw === 'true' ? true : raw === 'false' ? false : raw;
    else if (type === 'class') value = {};
    return { name: p.attrs['name'] ?? '', type, value, ...(p.attrs['propertytype'] ? { propertytype: p.attrs['propertytype'] } : {}) };
  });
}

function withProperties(el: XmlElement, out: Json): Json {
  const props = tmxProperties(el);
  if (props) out['properties'] = props;
  return out;
}

/** "x,y x,y ..." with the point limit checked before anything is split. */
function points(value: string | undefined, label: string): { x: number; y: number }[] {
  if (value === undefined) return [];
  let count = 1;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) === 32) count += 1;
  if (count > MAP_LIMITS.maxShapePoints) {
    throw new MapProblem(`${label} has more than ${MAP_LIMITS.maxShapePoints.toLocaleString('en-US')} points (a shape may have ${atMost(MAP_LIMITS.maxShapePoints)}).`);
  }
  return value
    .trim()
    .split(/\s+/)
    .filter((p) => p !== '')
    .map((p) => {
      const [x, y] = p.split(',');
      return { x: num(x) ?? NaN, y: num(y) ?? NaN };
    });
}

export function tmxObject(el: XmlElement): Json {
  const out = attrs(el, ['id', 'x', 'y', 'width', 'height', 'rotation', 'gid'], ['name', 'type', 'class', 'template']);
  const visible = bool01(el.attrs['visible']);
  if (visible !== undefined) out['visible'] = visible;
  const label = `Object ${el.attrs['id'] ?? '?'}`;
  for (const child of el.children) {
    if (child.name === 'point') out['point'] = true;
    else if (child.name === 'ellipse') out['ellipse'] = true;
    else if (child.name === 'polygon') out['polygon'] = points(child.attrs['points'], label);
    else if (child.name === 'polyline') out['polyline'] = points(child.attrs['points'], label);
    else if (child.name === 'text') out['text'] = {};
  }
  return withProperties(el, out);
}

function objectGroup(el: XmlElement): Json {
  return withProperties(el, {
    type: 'objectgroup',
    ...attrs(el, ['id', 'opacity', 'offsetx', 'offsety'], ['name']),
    ...(el.attrs['visible'] !== undefined ? { visible: bool01(el.attrs['visible']) } : {}),
    objects: childrenNamed(el, 'object').map(tmxObject),
  });
}

function tileData(data: XmlElement | undefined, label: string): Json {
  if (!data) return {};
  const encoding = data.attrs['encoding'];
  const compression = data.attrs['compression'];
  // Old-style data: the parser kept its <tile gid> elements as numbers (xml.ts).
  const body = (el: XmlElement): unknown => {
    if (encoding !== undefined) return el.text;
    if (el.badTile !== undefined) throw new MapProblem(`${label} has an invalid tile value at index ${el.badTile}.`);
    return el.tiles ?? new Uint32Array(0);
  };
  const chunks = childrenNamed(data, 'chunk');
  const out: Json = {};
  if (encoding !== undefined) out['encoding'] = encoding;
  if (compression !== undefined) out['compression'] = compression;
  if (chunks.length > 0) out['chunks'] = chunks.map((c) => ({ ...attrs(c, ['x', 'y', 'width', 'height']), data: body(c) }));
  else out['data'] = body(data);
  return out;
}

function layer(el: XmlElement, depth: number): Json | undefined {
  const common = (type: string): Json => ({
    type,
    ...attrs(el, ['id', 'opacity', 'offsetx', 'offsety'], ['name', 'class']),
    ...(el.attrs['visible'] !== undefined ? { visible: bool01(el.attrs['visible']) } : {}),
  });
  switch (el.name) {
    case 'layer':
      return withProperties(el, { ...common('tilelayer'), ...attrs(el, ['width', 'height']), ...tileData(childNamed(el, 'data'), `Tile layer ${quoted(el.attrs['name'] ?? '')}`) });
    case 'objectgroup':
      return objectGroup(el);
    case 'imagelayer': {
      const image = childNamed(el, 'image');
      return withProperties(el, {
        ...common('imagelayer'),
        ...(image?.attrs['source'] !== undefined ? { image: image.attrs['source'] } : {}),
        ...(image ? { imagewidth: num(image.attrs['width']), imageheight: num(image.attrs['height']) } : {}),
        repeatx: bool01(el.attrs['repeatx']) ?? false,
        repeaty: bool01(el.attrs['repeaty']) ?? false,
      });
    }
    case 'group':
      if (depth >= MAP_LIMITS.maxNesting) {
        throw new MapProblem(`The map nests group layers more than ${MAP_LIMITS.maxNesting} deep (${atMost(MAP_LIMITS.maxNesting)} levels).`);
      }
      return withProperties(el, { ...common('group'), layers: layers(el, depth + 1) });
    default:
      return undefined;
  }
}

function layers(el: XmlElement, depth: number): Json[] {
  const out: Json[] = [];
  for (const child of el.children) {
    const l = layer(child, depth);
    if (l) out.push(l);
  }
  return out;
}

/** A <tileset> element (embedded in a map, a TSX file's root, or a template's reference). */
export function tmxTileset(el: XmlElement): Json {
  const out = attrs(el, ['firstgid', 'tilewidth', 'tileheight', 'spacing', 'margin', 'tilecount', 'columns'], ['name', 'source', 'class']);
  if (el.attrs['source'] !== undefined) return out;
  const count = num(el.attrs['tilecount']) ?? 0;
  if (count > MAP_LIMITS.maxTilesPerTileset) return out; // refused with its sentence by the tileset reader
  const image = childNamed(el, 'image');
  if (image) {
    if (image.attrs['source'] !== undefined) out['image'] = image.attrs['source'];
    const w = num(image.attrs['width']);
    const h = num(image.attrs['height']);
    if (w !== undefined) out['imagewidth'] = w;
    if (h !== undefined) out['imageheight'] = h;
  }
  const tiles = childrenNamed(el, 'tile');
  if (tiles.length > MAP_LIMITS.maxTilesPerTileset) {
    throw new MapProblem(`Tileset ${quoted(el.attrs['name'] ?? '')} describes more than ${MAP_LIMITS.maxTilesPerTileset.toLocaleString('en-US')} tiles (${atMost(MAP_LIMITS.maxTilesPerTileset)}).`);
  }
  if (tiles.length > 0) {
    out['tiles'] = tiles.map((t) => {
      const tile: Json = attrs(t, ['id'], ['type', 'class']);
      const img = childNamed(t, 'image');
      if (img?.attrs['source'] !== undefined) tile['image'] = img.attrs['source'];
      const shapes = childNamed(t, 'objectgroup');
      if (shapes) tile['objectgroup'] = objectGroup(shapes);
      return withProperties(t, tile);
    });
  }
  return withProperties(el, out);
}

export function tmxMap(root: XmlElement): Json {
  if (root.name === 'tileset') return { type: 'tileset' };
  if (root.name === 'template') return { type: 'template' };
  if (root.name !== 'map') throw new MapProblem(`The file is XML but not a Tiled map (its root element is ${quoted(root.name)}, not "map").`);
  const out = attrs(root, ['width', 'height', 'tilewidth', 'tileheight', 'hexsidelength'], ['orientation', 'renderorder', 'staggeraxis', 'staggerindex', 'version', 'tiledversion', 'class']);
  out['infinite'] = bool01(root.attrs['infinite']) ?? false;
  out['tilesets'] = childrenNamed(root, 'tileset').map(tmxTileset);
  out['layers'] = layers(root, 0);
  return withProperties(root, out);
}

/** A TX template: its object, and the tileset its tile object's gid refers to. */
export function tmxTemplate(root: XmlElement): Json {
  if (root.name !== 'template') throw new MapProblem(`The file is not a Tiled object template (its root element is ${quoted(root.name)}).`);
  const object = childNamed(root, 'object');
  const tileset = childNamed(root, 'tileset');
  return { type: 'template', ...(object ? { object: tmxObject(object) } : {}), ...(tileset ? { tileset: tmxTileset(tileset) } : {}) };
}

export function tsxTileset(root: XmlElement): Json {
  if (root.name !== 'tileset') throw new MapProblem(`The file is not a Tiled tileset (its root element is ${quoted(root.name)}).`);
  return tmxTileset(root);
}
