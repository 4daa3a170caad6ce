/**
 * Arrow keys on the map (keyboard play without a mouse): from one pin to the nearest pin in that
 * direction, preferring pins close to the line of travel. The map is one Tab stop (a roving
 * tabindex), not 36.
 */
export type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export interface Point {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

const AXIS: Readonly<Record<Direction, readonly [number, number]>> = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
};

export function isDirection(key: string): key is Direction {
  return key in AXIS;
}

/** The next pin from `from` in direction `dir`, or null when there is none that way. */
export function nextPin(points: readonly Point[], from: string, dir: Direction): string | null {
  const here = points.find((p) => p.id === from);
  if (!here) return null;
  const [ax, ay] = AXIS[dir];
  let best: { id: string; score: number } | null = null;
  for (const p of points) {
    if (p.id === from) continue;
    const dx = p.x - here.x;
    const dy = p.y - here.y;
    const along = dx * ax + dy * ay;
    if (along <= 0) continue;
    const across = Math.abs(dx * ay - dy * ax);
    // Sideways distance counts double, so "right" means roughly right, not far up and a bit right.
    const score = along + 2 * across;
    if (!best || score < best.score) best = { id: p.id, score };
  }
  return best?.id ?? null;
}
