/**
 * Where the guide's card, ring and arrow go, as geometry over rectangles (CSS pixels of the
 * window): the ring around the target, cut to the window; the card beside the target on the side
 * with the most room, kept whole inside the window (inside the corner of a target too large to sit
 * beside); the arrow from the card's edge to the ring (to the middle of such a target).
 * Everything stays on screen at every UI scale, whatever the target's place or size.
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Size {
  readonly w: number;
  readonly h: number;
}

export interface GuidePlace {
  readonly card: { readonly x: number; readonly y: number };
  /** The ring around the target, within the window; null when the target is not on screen. */
  readonly ring: Rect | null;
  /** The arrow: its tail on the card's edge, its tip on the ring's edge. */
  readonly arrow: { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number } | null;
}

/** `v` within [lo, hi]; `hi` wins when the window is smaller than the card (hi < lo never happens: see maxX). */
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The ring: the target padded by `pad`, cut to the window less `margin`; null when nothing of it is visible. */
export function ringOf(target: Rect, view: Size, pad: number, margin: number): Rect | null {
  const x1 = Math.max(margin, target.x - pad);
  const y1 = Math.max(margin, target.y - pad);
  const x2 = Math.min(view.w - margin, target.x + target.w + pad);
  const y2 = Math.min(view.h - margin, target.y + target.h + pad);
  if (x2 - x1 < 4 || y2 - y1 < 4) return null;
  return { x: x1, y: y1, w: x2 - x1, h: y2 - y1 };
}

/** The point of `r`'s edge on the segment from `r`'s centre towards (px, py). */
function edgeToward(r: Rect, px: number, py: number): { x: number; y: number } {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const dx = px - cx;
  const dy = py - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const t = Math.min(dx === 0 ? Infinity : r.w / 2 / Math.abs(dx), dy === 0 ? Infinity : r.h / 2 / Math.abs(dy));
  return { x: cx + dx * Math.min(1, t), y: cy + dy * Math.min(1, t) };
}

export function placeGuide(target: Rect | null, view: Size, card: Size, o: { readonly gap: number; readonly pad: number; readonly margin: number }): GuidePlace {
  const { gap, margin } = o;
  const maxX = Math.max(margin, view.w - card.w - margin);
  const maxY = Math.max(margin, view.h - card.h - margin);
  const ring = target ? ringOf(target, view, o.pad, margin) : null;
  if (!ring) return { card: { x: maxX, y: maxY }, ring: null, arrow: null };
  // Room left on each side of the ring once the card is there: the first side where it fits
  // (below, above, right, left), else the side with the most room.
  const room = { below: view.h - (ring.y + ring.h) - gap - margin - card.h, above: ring.y - gap - margin - card.h, right: view.w - (ring.x + ring.w) - gap - margin - card.w, left: ring.x - gap - margin - card.w };
  const sides = ['below', 'above', 'right', 'left'] as const;
  const fits = sides.find((s) => room[s] >= 0);
  // A target larger than the room round it (the whole map): the card in its lower left corner,
  // the arrow to its middle (the table centres the camera on the acting unit).
  if (!fits && ring.w >= card.w + 2 * gap && ring.h >= card.h + 2 * gap) {
    const inside = { x: clamp(ring.x + gap / 2, margin, maxX), y: clamp(ring.y + ring.h - gap / 2 - card.h, margin, maxY) };
    const mid = { x: ring.x + ring.w / 2, y: ring.y + ring.h / 2 };
    const from = edgeToward({ x: inside.x, y: inside.y, w: card.w, h: card.h }, mid.x, mid.y);
    const far = Math.hypot(mid.x - from.x, mid.y - from.y) > 6;
    return { card: inside, ring, arrow: far ? { x1: from.x, y1: from.y, x2: mid.x, y2: mid.y } : null };
  }
  const side = fits ?? sides.reduce((best, s) => (room[s] > room[best] ? s : best), sides[0]);
  const cx = ring.x + ring.w / 2 - card.w / 2;
  const cy = ring.y + ring.h / 2 - card.h / 2;
  const pos =
    side === 'below' ? { x: cx, y: ring.y + ring.h + gap }
    : side === 'above' ? { x: cx, y: ring.y - gap - card.h }
    : side === 'right' ? { x: ring.x + ring.w + gap, y: cy }
    : { x: ring.x - gap - card.w, y: cy };
  const at = { x: clamp(pos.x, margin, maxX), y: clamp(pos.y, margin, maxY) };
  const box: Rect = { x: at.x, y: at.y, w: card.w, h: card.h };
  const tail = edgeToward(box, ring.x + ring.w / 2, ring.y + ring.h / 2);
  const tip = edgeToward(ring, tail.x, tail.y);
  // No arrow when the card lies over the ring (no room anywhere): the ring alone shows the target.
  const apart = Math.hypot(tip.x - tail.x, tip.y - tail.y) > 6;
  return { card: at, ring, arrow: apart ? { x1: tail.x, y1: tail.y, x2: tip.x, y2: tip.y } : null };
}
