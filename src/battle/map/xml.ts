import { SaxesParser } from 'saxes';
import { MAP_LIMITS, atMost } from './limits';

/**
 * Tiled's XML files (TMX maps, TSX tilesets, TX templates) as a small element tree, parsed by
 * saxes: a strict, well-kept streaming parser that builds no tree of its own, so depth and size
 * are bounded here as the elements stream in (a 5,000-deep file stops at the 41st level, before
 * anything recursive sees it). saxes expands no entity declared in a DOCTYPE (an unknown entity
 * is an error), and a DOCTYPE with an internal subset is refused outright anyway: Tiled never
 * writes one, and entity expansion is the classic way a tiny XML file becomes gigabytes.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (CSV or base64 tile data, a property's multi-line value), trimmed by the reader. */
  text: string;
}

/** Element depth: map > group x 32 > layer > data > chunk, with room for a tile's collision shapes. */
const MAX_DEPTH = MAP_LIMITS.maxNesting + 8;

class Stop extends Error {}

/** The root element, or one sentence saying why the text is not XML Blacksite reads. */
export function parseXml(text: string, what: string): XmlElement | string {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: { el: XmlElement; text: string[] }[] = [];
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
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = String(v);
    const el: XmlElement = { name: tag.name, attrs, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.el.children.push(el);
    else if (root) halt(`${what} has more than one root element.`);
    else root = el;
    stack.push({ el, text: [] });
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text.push(t);
  });
  parser.on('cdata', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text.push(t);
  });
  parser.on('closetag', () => {
    const top = stack.pop();
    if (top && top.text.length > 0) top.el.text = top.text.join('').trim();
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

/** saxes messages are "line:col: message"; keep them short and free of the input. */
function firstLine(message: string): string {
  return message.split('\n')[0]?.replace(/\.$/, '').slice(0, 80) ?? 'unreadable';
}

export const childrenNamed = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name);
export const childNamed = (el: XmlElement, name: string): XmlElement | undefined => el.children.find((c) => c.name === name);
