/**
 * Each seat's colour and letter (DESIGN.md: Okabe-Ito colours, always paired with a letter so
 * colour is never the only cue).
 */
import type { SeatId } from '../../src/hats';
import { h } from '../ui/dom';

export interface SeatMark {
  readonly colour: string;
  readonly letter: string;
}

const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#56B4E9', '#F0E442'] as const;

/** Letters from the last word of each name first ("The Pacific Syndicate" -> S), unique across seats. */
export function seatMarks(seats: readonly { readonly id: SeatId; readonly name: string }[]): ReadonlyMap<SeatId, SeatMark> {
  const taken = new Set<string>();
  const out = new Map<SeatId, SeatMark>();
  seats.forEach((seat, i) => {
    const words = seat.name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && w.toLowerCase() !== 'the');
    const candidates = [...words.reverse().map((w) => w[0]?.toUpperCase() ?? ''), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const letter = candidates.find((c) => c !== '' && !taken.has(c)) ?? String(i + 1);
    taken.add(letter);
    out.set(seat.id, { colour: COLOURS[i % COLOURS.length] ?? '#9aa5b1', letter });
  });
  return out;
}

/** A seat's badge (its letter on its colour) for the screens built without templates (the projector, the result). */
export function seatBadge(mark: SeatMark | undefined, extra = ''): HTMLElement {
  const el = h('span', { class: `badge ${extra}`, 'aria-hidden': 'true' }, mark?.letter ?? '');
  if (mark) el.style.setProperty('--seat', mark.colour);
  return el;
}
