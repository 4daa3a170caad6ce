/**
 * What a map file will cost once parsed, estimated by one pass over its text before JSON.parse or
 * the XML parser builds anything: both build their whole result before any limit downstream can
 * look at it, and a file's text says little about its size in memory (a 32 MB file of `[{},{},…]`
 * is 11 million objects, about 700 MB). The figures are V8's on 64-bit machines (measured with
 * node --expose-gc against JSON.parse and parseXml: an empty object 56 bytes, an array 32, a slot
 * 8 to 10, a property 16 (64 in an object of thousands), a boxed number 16, a string 24 plus its
 * characters; an XML element as xml.ts builds it about 96, and 72 per attribute) and err on the
 * high side (a Tiled JSON object is estimated 1.6 times its real size). A file's text itself is
 * counted by LoadMeter.
 */
export interface DocumentCost {
  /** Estimated bytes of the parsed result. */
  readonly bytes: number;
  /** XML elements (0 for JSON). */
  readonly elements: number;
  /** XML: <tileset> elements straight inside the root (a map's tileset entries). */
  readonly tilesets: number;
}

/** A value's slot in its array or object, with the room V8 leaves to grow an array. */
const SLOT = 10;
const OBJECT = 56;
const ARRAY = 32;
/** A property of a small object; one of a big object (a dictionary in V8) costs DICTIONARY more. */
const PROPERTY = 16;
const DICTIONARY = 48;
const BIG_OBJECT = 128;
const BOXED = 16;
const STRING = 24;
const ELEMENT = 96;
const ATTRIBUTE = 72;
/** An old-style <tile gid> in a layer's data is one number in a typed array (xml.ts), with room to grow and saxes' share. */
const DATA_TILE = 24;
/** Keys are shared by V8: each distinct one is paid for once (up to this many are remembered). */
const KEYS_REMEMBERED = 100_000;

interface Frame {
  readonly object: boolean;
  /** In an object: its properties so far. */
  props: number;
  /** In an object: the next string is a key. */
  key: boolean;
  /** In an array: numbers V8 cannot keep unboxed once the array holds anything but numbers. */
  boxable: number;
  mixed: boolean;
}

const isDigitStart = (c: number): boolean => (c >= 48 && c <= 57) || c === 45;

/** JSON text: objects, arrays, properties, strings, numbers (boxed where V8 boxes them). */
export function jsonCost(text: string): DocumentCost {
  const stack: Frame[] = [];
  const keys = new Set<string>();
  let bytes = 0;
  const value = (extra: number, kind: 'container' | 'string' | 'number' | 'literal', boxable = false): void => {
    bytes += SLOT + extra;
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.object) {
      if (kind === 'number' && boxable) bytes += BOXED;
      return;
    }
    if (kind === 'number') {
      if (boxable) {
        top.boxable += 1;
        if (top.mixed) bytes += BOXED;
      }
    } else if (!top.mixed) {
      top.mixed = true;
      bytes += BOXED * top.boxable;
    }
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      value(c === 123 ? OBJECT : ARRAY, 'container');
      stack.push({ object: c === 123, props: 0, key: c === 123, boxable: 0, mixed: false });
    } else if (c === 125 || c === 93) {
      const top = stack.pop();
      if (top?.object && top.props > BIG_OBJECT) bytes += DICTIONARY * top.props;
    }
    else if (c === 44) {
      const top = stack[stack.length - 1];
      if (top?.object) top.key = true;
    } else if (c === 58) {
      const top = stack[stack.length - 1];
      if (top?.object) top.key = false;
    } else if (c === 34) {
      let end = text.indexOf('"', i + 1);
      while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) end = n;
      const top = stack[stack.length - 1];
      if (top?.object && top.key) {
        top.props += 1;
        bytes += PROPERTY;
        const key = end - i - 1 <= 64 ? text.slice(i + 1, end) : undefined;
        if (key === undefined || keys.size >= KEYS_REMEMBERED) bytes += STRING + (end - i - 1);
        else if (!keys.has(key)) {
          keys.add(key);
          bytes += STRING + key.length;
        }
      } else value(STRING + (end - i - 1), 'string');
      i = end;
    } else if (isDigitStart(c)) {
      let j = i + 1;
      let small = true;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d >= 48 && d <= 57) j++;
        else if (d === 46 || d === 101 || d === 69 || d === 43 || d === 45) {
          small = false;
          j++;
        } else break;
      }
      // Nine digits or fewer without a fraction or exponent fit a small integer, which V8 never boxes.
      if (j - i > 9) small = false;
      value(0, 'number', !small);
      i = j - 1;
    } else if (c === 116 || c === 102 || c === 110) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) >= 97 && text.charCodeAt(j) <= 122) j++;
      value(0, 'literal');
      i = j - 1;
    }
  }
  return { bytes, elements: 0, tilesets: 0 };
}

/** True when the quote at `at` is escaped by an odd run of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && text.charCodeAt(k) === 92) k--;
  return (at - 1 - k) % 2 === 1;
}

const isNameStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c >= 128;

/** XML text: elements and their attributes; a <tile> straight inside <data> or <chunk> costs one number. */
export function xmlCost(text: string): DocumentCost {
  const names: string[] = [];
  let bytes = 0;
  let elements = 0;
  let tilesets = 0;
  const n = text.length;
  let i = text.indexOf('<');
  while (i >= 0 && i < n) {
    const c = text.charCodeAt(i + 1);
    if (c === 63) i = skipPast(text, '?>', i);
    else if (c === 33) i = text.startsWith('<!--', i) ? skipPast(text, '-->', i) : text.startsWith('<![CDATA[', i) ? skipPast(text, ']]>', i) : skipPast(text, '>', i);
    else if (c === 47) {
      names.pop();
      i = skipPast(text, '>', i);
    } else if (isNameStart(c)) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 32 || d === 9 || d === 10 || d === 13 || d === 47 || d === 62) break;
        j++;
      }
      const nameEnd = j;
      let attributes = 0;
      let quote = 0;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (quote !== 0) {
          if (d === quote) quote = 0;
        } else if (d === 34 || d === 39) quote = d;
        else if (d === 61) attributes += 1;
        else if (d === 62) break;
        j++;
      }
      elements += 1;
      const parent = names[names.length - 1];
      const named = (word: string): boolean => nameEnd - i - 1 === word.length && text.startsWith(word, i + 1);
      if (named('tile') && (parent === 'data' || parent === 'chunk')) bytes += DATA_TILE;
      else {
        bytes += ELEMENT + ATTRIBUTE * attributes;
        if (names.length === 1 && named('tileset')) tilesets += 1;
      }
      // Only open elements are remembered (a million self-closing <tile/> make no strings).
      if (text.charCodeAt(j - 1) !== 47) names.push(text.slice(i + 1, nameEnd));
      i = j + 1;
    } else i += 1;
    i = i < 0 ? -1 : text.indexOf('<', i);
  }
  return { bytes, elements, tilesets };
}

/** The index just past the next `end` after `from`, or -1 when there is none. */
function skipPast(text: string, end: string, from: number): number {
  const at = text.indexOf(end, from + 1);
  return at < 0 ? -1 : at + end.length;
}
