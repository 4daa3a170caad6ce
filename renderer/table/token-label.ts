/**
 * Where token name tags go and what they say (units side by side had their names run
 * into each other, and into the counters of the row below). Pure: no Pixi, text widths come
 * from a `measure` callback.
 *
 * The rule, as a player sees it:
 * - A name sits centred under its counter, or above it when a counter right below leaves no
 *   room there (two units stacked in a column: the top one's name goes on top).
 * - A tag never covers another counter, and never reaches past half the way to a neighbouring
 *   tag on the same line, so names never touch.
 * - A name that does not fit drops its leading words first ("Alpha Red Tiger" -> "Red Tiger" ->
 *   "Tiger"): the colour and team words repeat across a side, which the ring and the letter
 *   already show, while the animal is the unit's own (R-OPS-10). Only then is the animal cut
 *   short with an ellipsis ("Tig…"), down to two letters; past that the tag is left off.
 * - The selected, acting and pointed-at (hover or keyboard cursor) tokens show their full name,
 *   drawn above everything else, so any name is one hover away.
 */

export const ELLIPSIS = '…';

/** A name tag's letters on screen, in CSS pixels, at any map zoom and tile size: legible, never a banner. */
export const TAG_FONT_PX = { min: 10, max: 15 } as const;

/**
 * The scale a tag is drawn at in the world so its letters are `TAG_FONT_PX` tall on screen: the tag
 * follows the map's zoom between those sizes and stops there. Tags are baked at `fontPx` (a share
 * of the tile, token-art.ts tagStyle); a map of large tiles shown whole (a small map zoomed in, a
 * Dungeondraft export of 256 px tiles) drew the selected unit's name 60 px tall over its neighbours.
 */
export function tagWorldScale(fontPx: number, zoom: number): number {
  const screen = fontPx * zoom;
  if (!(screen > 0)) return 1;
  return Math.min(TAG_FONT_PX.max, Math.max(TAG_FONT_PX.min, screen)) / screen;
}

/** One token's tag, in cells. `full`: selected, acting or pointed at. */
export interface TagInput {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly name: string;
  readonly full: boolean;
}

export interface TagMetrics {
  /** Screen pixels per cell now. */
  readonly cellPx: number;
  /** Screen pixels per tag unit (the unit `measure` and `tagHeight` are in). */
  readonly tagPx: number;
  readonly tagHeight: number;
  /** Cells from a token's centre to the near edge of its tag, above or below. */
  readonly tagOffset: number;
  /** Half a counter's size, in cells: the box a tag must keep out of. */
  readonly counterHalf: number;
  /** Screen pixels kept clear between a tag and a neighbouring tag or counter. */
  readonly gapPx: number;
  /** The widest any tag may be, in tag units (a very long name is shortened even alone). */
  readonly maxWidth: number;
  /** Below this many screen pixels per cell only the full tags are drawn (too crowded). */
  readonly minCellPx: number;
}

export type TagSlot = 'below' | 'above';

export interface TagPlace {
  /** null: no tag. */
  readonly text: string | null;
  readonly slot: TagSlot;
}

/** Shorter forms of a name, longest first: leading words dropped, then the last word cut. */
export function nameForms(name: string): string[] {
  const words = name.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return [];
  const forms: string[] = [];
  for (let i = 0; i < words.length; i += 1) forms.push(words.slice(i).join(' '));
  const last = [...(words[words.length - 1] ?? '')];
  for (let n = last.length - 1; n >= 2; n -= 1) forms.push(last.slice(0, n).join('') + ELLIPSIS);
  return forms;
}

/** The longest form of `name` that fits `width`, or null when even "Ti…" does not. */
export function fitName(name: string, width: number, measure: (text: string) => number): string | null {
  for (const form of nameForms(name)) if (measure(form) <= width) return form;
  return null;
}

/** The whole name, cut at the end only when it is wider than `width` (names may be long). */
export function fullName(name: string, width: number, measure: (text: string) => number): string {
  const text = name.trim();
  if (measure(text) <= width) return text;
  const chars = [...text];
  for (let n = chars.length - 1; n >= 1; n -= 1) {
    const cut = chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
    if (measure(cut) <= width) return cut;
  }
  return ELLIPSIS;
}

/** The rows (in cells, relative to the map) a tag covers in a slot. */
export function tagRows(t: { readonly y: number }, slot: TagSlot, m: TagMetrics): readonly [number, number] {
  const h = (m.tagHeight * m.tagPx) / m.cellPx;
  return slot === 'below' ? [t.y + m.tagOffset, t.y + m.tagOffset + h] : [t.y - m.tagOffset - h, t.y - m.tagOffset];
}

const overlaps = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] < b[1] && b[0] < a[1];

/** The widest centred tag (screen px) in `slot` that keeps clear of every other counter. */
function counterRoom(t: TagInput, slot: TagSlot, all: readonly TagInput[], m: TagMetrics): number {
  const rows = tagRows(t, slot, m);
  let room = Infinity;
  for (const c of all) {
    if (c === t || !overlaps(rows, [c.y - m.counterHalf, c.y + m.counterHalf])) continue;
    room = Math.min(room, 2 * ((Math.abs(c.x - t.x) - m.counterHalf) * m.cellPx - m.gapPx));
  }
  return Math.max(0, room);
}

/** What each tag says and where it goes. */
export function planTags(tags: readonly TagInput[], m: TagMetrics, measure: (text: string) => number): Map<string, TagPlace> {
  const plan = new Map<string, TagPlace>();
  const crowded = m.cellPx < m.minCellPx;
  const maxPx = m.maxWidth * m.tagPx;
  // Slots first, from the counters alone: the line each tag is on decides its tag neighbours.
  const slots = new Map<string, { slot: TagSlot; room: number }>();
  for (const t of tags) {
    const below = counterRoom(t, 'below', tags, m);
    const wanted = Math.min(maxPx, measure(t.name.trim()) * m.tagPx);
    const above = below >= wanted ? 0 : counterRoom(t, 'above', tags, m);
    slots.set(t.id, above > below ? { slot: 'above', room: above } : { slot: 'below', room: below });
  }
  for (const t of tags) {
    const { slot, room } = slots.get(t.id) ?? { slot: 'below' as const, room: 0 };
    if (t.full) {
      plan.set(t.id, { text: fullName(t.name, m.maxWidth, measure), slot });
      continue;
    }
    if (crowded) {
      plan.set(t.id, { text: null, slot });
      continue;
    }
    const rows = tagRows(t, slot, m);
    let px = Math.min(room, maxPx);
    for (const o of tags) {
      const other = slots.get(o.id);
      if (o === t || !other || !overlaps(rows, tagRows(o, other.slot, m))) continue;
      // Both tags are centred, so each may take half the distance between them, on each side.
      px = Math.min(px, Math.abs(o.x - t.x) * m.cellPx - m.gapPx);
    }
    plan.set(t.id, { text: fitName(t.name, Math.max(0, px) / m.tagPx, measure), slot });
  }
  return plan;
}
