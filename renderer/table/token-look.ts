import type { UnitStates, UnitView, WoundLevel } from './view-model';

/**
 * What a token's counter shows, as plain data: tokens with equal looks share one baked texture
 * (token-bake.ts). The facing and the name are not part of it: the notch turns as its own sprite
 * and the name tag is laid out and baked apart (token-label.ts).
 */
export interface TokenLook {
  readonly letter: string;
  readonly side: number;
  readonly wound: WoundLevel;
  readonly states: UnitStates;
  readonly selected: boolean;
  readonly acting: boolean;
}

export const lookOf = (u: UnitView, letter: string, selected: boolean, acting: boolean): TokenLook => ({
  letter,
  side: u.side,
  wound: u.wound,
  states: u.states,
  selected,
  acting,
});

/** A key naming everything in a look: equal keys, equal pictures. */
export const lookKey = (look: TokenLook): string =>
  [
    look.letter,
    look.side,
    look.wound,
    look.selected ? 'selected' : '',
    look.acting ? 'acting' : '',
    ...(Object.keys(look.states) as Array<keyof UnitStates>).filter((k) => look.states[k]).sort(),
  ].join('|');

/** R-OPS-22: incapacitated, near death or dead: greyed and tilted. */
export const isDown = (look: TokenLook): boolean => look.states.out || look.states.dead;

/** Counter radius, in cells. */
export const R = 0.4;
/** Cells from a token's centre to the near edge of its name tag: just clear of the wound pips. */
export const TAG_OFFSET = R + 0.13;
/** Half the box a counter with its badges fills, in cells: name tags keep out of it. */
export const COUNTER_HALF = 0.45;

export interface Frame {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the counter's art lies around the token's centre (world units), rounded out to whole
 * units because a baked texture is a whole number of units: shadow, rings, badges and pips all
 * stay within 0.63 cell of the centre.
 */
export function bodyFrame(cell: number): Frame {
  const h = Math.ceil(cell * 0.65) + 1;
  return { x: -h, y: -h, width: 2 * h, height: 2 * h };
}

/** The notch points north from the token's centre, so turning its sprite turns it round the counter. */
export function notchFrame(cell: number): Frame {
  const w = Math.ceil(cell * 0.15) + 1;
  const top = Math.floor(-cell * (R + 0.2)) - 1;
  const bottom = Math.ceil(-cell * (R - 0.05)) + 1;
  return { x: -w, y: top, width: 2 * w, height: bottom - top };
}

/** The anchor that puts a frame's origin (the token's centre, or a tag's top centre) on the sprite's position. */
export const frameAnchor = (f: Frame): { x: number; y: number } => ({ x: -f.x / f.width, y: -f.y / f.height });
