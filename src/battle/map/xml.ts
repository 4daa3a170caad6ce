import { SaxesParser } from 'saxes';
import { MAP_LIMITS, atMost } from './limits';

/**
 * Tiled's XML files (TMX maps, TSX tilesets, TX templates) as a small element tree, parsed by
 * saxes: a strict, well-kept streaming parser that builds no tree of its own, so depth and size
 * are bounded here as the elements stream in (a 5,000-deep file stops at the 41st level, before
 * anything recursive sees it). saxes expands no entity declared in a DOCTYPE (an unknown entity
 * is an error), and a DOCTYPE with an internal subset is refused outright anyway: Tiled never
 * writes one, and entity expansion is the classic way a tiny XML file becomes gigabytes.
 *
 * The tree is lean, because a map may hold a million elements: elements without attributes,
 * children or text share one empty object, array and string, and whitespace between child
 * elements is dropped. The <tile gid> elements of a layer's old-style data (one per cell) are
 * not elements at all: their gids go straight into a typed array on the <data> or <chunk>.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (CSV or base64 tile data, a property's multi-line value), trimmed by the reader. */
  readonly text: string;
  /** In <data> and <chunk>: the gids of its <tile> children, in order (0 for a tile without a usable gid). */
  readonly tiles?: Uint32Array;
  /** In <data> and <chunk>: the position of the first <tile> whose gid is not a tile id. */
  readonly badTile?: number;
}

interface Building {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  tiles?: Uint32Array;
  badTile?: number;
}

/** Element depth: map > group x 32 > layer > data > chunk, with room for a tile's collision shapes. */
const MAX_DEPTH = MAP_LIMITS.maxNesting + 8;

const NO_ATTRS: Record<string, string> = Object.freeze({});
const NO_CHILDREN: XmlElement[] = Object.freeze([]) as unknown as XmlElement[];
const NO_TEXT: string[] = Object.freeze([]) as unknown as string[];

class Stop extends Error {}

/** The root element, or one sentence saying why the text is not XML Blacksite reads. */
export function parseXml(text: string, what: string): XmlElement | string {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: { el: Building; text: string[]; tiles: number }[] = [];
  let root: XmlElement | undefined;
  let elements = 0;
  let stop: string | undefined;
  const halt = (why: string): never => {
    stop = why;
    throw new Stop(why);
  };

  // Old Tiled wrote `<!DOCTYPE map SYSTEM "...map.dtd">` (never fetched); only an internal subset can declare entities.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) halt(`${what} declares entities in its DOCTYPE, which Tiled never writes; Blacksite does not read such XML.`);
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > MAP_LIMITS.maxXmlElements) halt(`${what} has more than ${MAP_LIMITS.maxXmlElements.toLocaleString('en-US')} XML elements (the limit is ${atMost(MAP_LIMITS.maxXmlElements)}).`);
    if (stack.length >= MAX_DEPTH) halt(`${what} nests its elements more than ${MAX_DEPTH} deep (layers may nest ${atMost(MAP_LIMITS.maxNesting)} groups).`);
    const parent = stack[stack.length - 1];
    if (parent && tag.name === 'tile' && (parent.el.name === 'data' || parent.el.name === 'chunk')) {
      addTile(parent, tag.attributes['gid'] === undefined ? undefined : String(tag.attributes['gid']));
      stack.push({ el: { name: 'tile', attrs: NO_ATTRS, children: NO_CHILDREN, text: '' }, text: NO_TEXT, tiles: -1 });
      return;
    }
    let attrs = NO_ATTRS;
    for (const k in tag.attributes) {
      if (attrs === NO_ATTRS) attrs = {};
      attrs[k] = String(tag.attributes[k]);
    }
    const el: Building = { name: tag.name, attrs, children: NO_CHILDREN, text: '' };
    if (parent) {
      if (parent.el.children === NO_CHILDREN) parent.el.children = [];
      parent.el.children.push(el);
      // Tiled's elements hold text or elements, never both: the whitespace around child elements goes.
      parent.text = NO_TEXT;
    } else if (root) halt(`${what} has more than one root element.`);
    else root = el;
    stack.push({ el, text: NO_TEXT, tiles: 0 });
  });
  const addText = (t: string): void => {
    const top = stack[stack.length - 1];
    if (!top || top.tiles < 0 || top.el.tiles || top.el.children !== NO_CHILDREN) return;
    if (top.text === NO_TEXT) top.text = [];
    top.text.push(t);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const top = stack.pop();
    if (!top) return;
    if (top.text.length > 0) top.el.text = top.text.join('').trim();
    if (top.el.tiles) top.el.tiles = top.el.tiles.subarray(0, top.tiles);
  });
  parser.on('error', (e) => halt(`${what} is not well-formed XML (${firstLine(e.message)}).`));

  try {
    parser.write(text).close();
  } catch (e) {
    if (stop !== undefined) return stop;
    return `${what} is not well-formed XML (${firstLine(e instanceof Error ? e.message : String(e))}).`;
  }
  return root ?? `${what} holds no XML element.`;
}

/** One <tile gid> of old-style layer data, into its <data>'s typed array (doubled as it fills). */
function addTile(data: { el: Building; tiles: number }, gid: string | undefined): void {
  let tiles = data.el.tiles;
  if (!tiles || data.tiles === tiles.length) {
    const grown = new Uint32Array(Math.max(1024, data.tiles * 2));
    if (tiles) grown.set(tiles);
    tiles = data.el.tiles = grown;
  }
  const v = gid === undefined || gid.trim() === '' ? 0 : Number(gid);
  if (Number.isInteger(v) && v >= 0 && v <= 0xffffffff) tiles[data.tiles] = v;
  else data.el.badTile ??= data.tiles;
  data.tiles += 1;
}

/** saxes messages are "line:col: message"; keep them short and free of the input. */
function firstLine(message: string): string {
  return message.split('\n')[0]?.replace(/\.$/, '').slice(0, 80) ?? 'unreadable';
}

export const childrenNamed = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name);
export const childNamed = (el: XmlElement, name: string): XmlElement | undefined => el.children.find((c) => c.name === name);
