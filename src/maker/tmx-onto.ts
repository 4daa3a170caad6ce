import type { MakerDoc } from './doc';
import { PAINT_GROUP, TILESET_FILE } from './tiled-names';
import { ownProperties, paintGroup } from './tiled-writer';

/**
 * The maker's paint written into a TMX map by editing its text, not by reading and writing the
 * whole map again: everything the map already holds (its layers, objects, properties, tilesets,
 * templates, wang sets, comments, the order of its attributes) stays byte for byte. Removed: a paint
 * group and a maker tileset from an earlier save. Added: the maker's tileset after the map's own,
 * the paint group as the last layer, and the map properties `metersPerTile` and `name` (set in
 * place when the map has them). `nextlayerid` and `nextobjectid` move past the new ids.
 */
type Json = Record<string, unknown>;

const esc = (v: string): string => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The TMX text without the maker's paint group and tileset. */
export function stripTmx(text: string): string {
  let out = text.replace(/[ \t]*<tileset\b[^>]*\bsource="[^"]*blacksite-kinds\.tsj"[^>]*\/>[ \t]*\r?\n?/g, '');
  const start = new RegExp(`[ \\t]*<group\\b[^>]*\\bname="${PAINT_GROUP}"[^>]*>`).exec(out);
  if (start) {
    // The paint group holds layers and an object group, never a group: its end is the first </group>.
    const end = out.indexOf('</group>', start.index);
    if (end >= 0) {
      let stop = end + '</group>'.length;
      if (out[stop] === '\r') stop += 1;
      if (out[stop] === '\n') stop += 1;
      out = out.slice(0, start.index) + out.slice(stop);
    }
  }
  return out;
}

/** The highest layer and object ids in TMX text. */
function maxIds(text: string): { layer: number; object: number } {
  let layer = 0;
  let object = 0;
  for (const m of text.matchAll(/<(layer|objectgroup|imagelayer|group)\b[^>]*?\bid="(\d+)"/g)) layer = Math.max(layer, Number(m[2]));
  for (const m of text.matchAll(/<object\b[^>]*?\bid="(\d+)"/g)) object = Math.max(object, Number(m[1]));
  return { layer, object };
}

function setAttr(tag: string, name: string, value: string): string {
  const re = new RegExp(`\\b${name}="[^"]*"`);
  return re.test(tag) ? tag.replace(re, `${name}="${esc(value)}"`) : tag.replace(/\s*\/?>$/, (end) => ` ${name}="${esc(value)}"${end}`);
}

/** XML for one property of the JSON shape. */
const propertyXml = (p: Json, indent: string): string =>
  `${indent}<property name="${esc(String(p['name']))}"${p['type'] === 'string' ? '' : ` type="${esc(String(p['type']))}"`} value="${esc(String(p['value']))}"/>`;

/** The paint group (JSON shape, tiled-writer.ts) as TMX. */
function groupXml(group: Json): string {
  const layers = (group['layers'] as Json[]) ?? [];
  const lines = [` <group id="${String(group['id'])}" name="${esc(PAINT_GROUP)}">`];
  for (const l of layers) {
    if (l['type'] === 'tilelayer') {
      const data = l['data'] as number[];
      const width = Number(l['width']);
      const rows: string[] = [];
      for (let i = 0; i < data.length; i += width) rows.push(data.slice(i, i + width).join(','));
      lines.push(`  <layer id="${String(l['id'])}" name="${esc(String(l['name']))}" width="${width}" height="${String(l['height'])}" visible="0" opacity="${String(l['opacity'])}">`);
      lines.push(`   <data encoding="csv">\n${rows.join(',\n')}\n</data>`);
      lines.push('  </layer>');
    } else {
      lines.push(`  <objectgroup id="${String(l['id'])}" name="${esc(String(l['name']))}">`);
      for (const o of (l['objects'] as Json[]) ?? []) {
        const props = (o['properties'] as Json[]) ?? [];
        const type = typeof o['type'] === 'string' ? o['type'] : '';
        const size = o['point'] === true || Array.isArray(o['polyline']) ? '' : ` width="${String(o['width'])}" height="${String(o['height'])}"`;
        const head = `   <object id="${String(o['id'])}" name="${esc(String(o['name']))}"${type ? ` type="${esc(type)}"` : ''} x="${String(o['x'])}" y="${String(o['y'])}"${size}`;
        const shape = o['point'] === true ? ['    <point/>'] : Array.isArray(o['polyline']) ? [`    <polyline points="${(o['polyline'] as Json[]).map((p) => `${String(p['x'])},${String(p['y'])}`).join(' ')}"/>`] : [];
        const body = [...(props.length > 0 ? ['    <properties>', ...props.map((p) => propertyXml(p, '     ')), '    </properties>'] : []), ...shape];
        if (body.length === 0) lines.push(`${head}/>`);
        else lines.push(`${head}>`, ...body, '   </object>');
      }
      lines.push('  </objectgroup>');
    }
  }
  lines.push(' </group>');
  return lines.join('\n');
}

/** The map's own `<properties>` right under `<map>`: where it is, if it has one. */
function mapProperties(text: string, mapEnd: number): { start: number; end: number } | undefined {
  const rest = text.slice(mapEnd);
  const lead = /^\s*<properties>/.exec(rest);
  if (!lead) return undefined;
  // Class-typed values nest <properties>: count to the matching end.
  let depth = 0;
  const re = /<(\/?)properties>/g;
  re.lastIndex = mapEnd + lead[0].length - '<properties>'.length;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return { start: mapEnd + lead[0].length - '<properties>'.length, end: m.index };
  }
  return undefined;
}

export function writeTmxOnto(text: string, doc: MakerDoc, nextGid: number): string | { problem: string } {
  let out = stripTmx(text);
  const mapTag = /<map\b[^>]*>/.exec(out);
  const close = out.lastIndexOf('</map>');
  if (!mapTag || close < 0) return { problem: 'The map file is not a TMX map (no <map> element).' };
  const ids = maxIds(out);
  const counters = {
    nextLayer: Math.max(ids.layer + 1, Number(/\bnextlayerid="(\d+)"/.exec(mapTag[0])?.[1] ?? 1)),
    nextObject: Math.max(ids.object + 1, Number(/\bnextobjectid="(\d+)"/.exec(mapTag[0])?.[1] ?? 1)),
  };
  const group = groupXml(paintGroup(doc, nextGid, counters));
  out = `${out.slice(0, close)}${group}\n${out.slice(close)}`;

  // The tileset after the map's last one (or, with none, after its properties or its <map> tag).
  const tilesetXml = ` <tileset firstgid="${nextGid}" source="${TILESET_FILE}"/>`;
  const mapEnd = mapTag.index + mapTag[0].length;
  let lastTileset = -1;
  for (const m of out.matchAll(/<tileset\b[^>]*?(\/>|>[\s\S]*?<\/tileset>)/g)) if (m.index > mapEnd) lastTileset = m.index + m[0].length;
  const props = mapProperties(out, mapEnd);
  const after = lastTileset >= 0 ? lastTileset : props ? out.indexOf('</properties>', props.end) + '</properties>'.length : mapEnd;
  out = `${out.slice(0, after)}\n${tilesetXml}${out.slice(after)}`;

  // Map properties: ours set in place, or added.
  const ours = ownProperties(doc);
  const found = mapProperties(out, mapEnd);
  if (found) {
    let body = out.slice(found.start, found.end);
    for (const p of ours) {
      const re = new RegExp(`<property\\b[^>]*\\bname="${String(p['name'])}"[^>]*/>`);
      body = re.test(body) ? body.replace(re, propertyXml(p, '').trim()) : body.replace(/\s*$/, `\n${propertyXml(p, '  ')}\n `);
    }
    out = out.slice(0, found.start) + body + out.slice(found.end);
  } else {
    out = `${out.slice(0, mapEnd)}\n <properties>\n${ours.map((p) => propertyXml(p, '  ')).join('\n')}\n </properties>${out.slice(mapEnd)}`;
  }
  const tag = setAttr(setAttr(mapTag[0], 'nextlayerid', String(counters.nextLayer)), 'nextobjectid', String(counters.nextObject));
  return out.slice(0, mapTag.index) + tag + out.slice(mapTag.index + mapTag[0].length);
}
