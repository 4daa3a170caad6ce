import { describe, expect, it } from 'vitest';
import { jsonCost, xmlCost } from './document-scan';

/** The estimate made before parsing (docs/maps.md "Limits"): counted from the text alone, erring high. */
describe('document scan', () => {
  it('JSON: objects, arrays, properties, strings, boxed numbers', () => {
    expect(jsonCost('{}').bytes).toBe(10 + 56);
    expect(jsonCost('[1,2,3]').bytes).toBe(10 + 32 + 3 * 10);
    // A fraction in an array of numbers stays unboxed; once the array holds a string, it is boxed.
    expect(jsonCost('[0.5,"a"]').bytes).toBe(jsonCost('[0.5]').bytes + 10 + 24 + 1 + 16);
    // A key is paid once however many objects use it.
    const one = jsonCost('[{"name":1}]').bytes;
    const two = jsonCost('[{"name":1},{"name":1}]').bytes;
    expect(two - one).toBe(10 + 56 + 16 + 10);
    expect(jsonCost('["a\\"b"]').bytes).toBe(10 + 32 + 10 + 24 + 4);
    expect(jsonCost(`[${'{},'.repeat(999)}{}]`).bytes).toBeGreaterThan(1000 * 56);
  });

  it('XML: elements and attributes; a layer\'s <tile> elements are numbers; the map\'s tileset entries', () => {
    const tmx = '<?xml version="1.0"?><!-- <a> --><map a="1" b=\'>\'><tileset firstgid="1"/><tileset firstgid="2"><tile id="0"/></tileset><layer><data><tile/><tile gid="1"/></data></layer><![CDATA[<x>]]></map>';
    const c = xmlCost(tmx);
    expect(c.elements).toBe(8);
    expect(c.tilesets).toBe(2);
    expect(c.bytes).toBe(96 * 6 + 72 * (2 + 1 + 1 + 1) + 24 * 2);
  });
});
