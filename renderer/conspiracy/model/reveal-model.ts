/**
 * The reveal after the result (src/hats/view/reveal.ts) as the screen shows it: the turns to step
 * through, the true map at the chosen one, each conspiracy's Agents and Groups then, and every line
 * the log wrote in that turn with whom it was written to. Nothing is secret once the game is over.
 */
import type { SeatId } from '../../../src/hats';
import type { Reveal, RevealAgent, RevealGroup, RevealStep } from '../../../src/hats/view/reveal';
import { revealAreaModels } from '../area-model';
import { nameOfArea } from '../format';
import type { SeatMark } from '../seat-marks';
import type { MapModel } from '../view/map';
import type { FocusRequest } from './board-ui';

export interface RevealSeat {
  readonly id: SeatId;
  readonly name: string;
  readonly controller: string;
  readonly greenbacks: number;
  readonly scale: number;
  readonly agents: readonly (RevealAgent & { readonly where: string })[];
  readonly groups: readonly (RevealGroup & { readonly where: string })[];
}

export interface RevealModel {
  readonly steps: readonly { readonly value: number; readonly label: string }[];
  readonly at: number;
  readonly step: RevealStep;
  readonly title: string;
  readonly lines: readonly { readonly text: string; readonly to: string }[];
  readonly seats: readonly RevealSeat[];
  readonly map: MapModel;
}

function stepLabel(r: Reveal, s: RevealStep): string {
  if (s.seat === null) return 'The start';
  return `Round ${s.round} · ${r.seats.find((x) => x.id === s.seat)?.name ?? s.seat}`;
}

export function revealModel(r: Reveal, at: number | null, marks: ReadonlyMap<SeatId, SeatMark>, focus: FocusRequest | null): RevealModel | null {
  const last = r.steps.length - 1;
  const i = at === null ? last : Math.max(0, Math.min(last, at));
  const step = r.steps[i];
  if (!step) return null;
  const names = new Map(r.seats.map((s) => [s.id, s.name]));
  return {
    steps: r.steps.map((s, n) => ({ value: n, label: n === last ? `${stepLabel(r, s)} (the end)` : stepLabel(r, s) })),
    at: i,
    step,
    title: i === last ? 'The end: the true board' : `After ${stepLabel(r, step)}`,
    lines: step.lines.map((l) => ({ text: l.text, to: l.to === 'all' ? 'Public' : `To ${l.to.map((s) => names.get(s) ?? s).join(' and ')}` })),
    seats: r.seats.map((s) => {
      const groups = step.groups.filter((g) => g.owner === s.id && !g.destroyed);
      return {
        ...s,
        greenbacks: step.greenbacks[s.id] ?? 0,
        scale: groups.reduce((n, g) => n + g.scale, 0),
        agents: step.agents.filter((a) => a.owner === s.id).map((a) => ({ ...a, where: nameOfArea(a.area) })),
        groups: groups.map((g) => ({ ...g, where: nameOfArea(g.area) })),
      };
    }),
    map: { areas: revealAreaModels(step), marks, seat: r.seats[0]?.id ?? null, selected: null, pin: null, acting: new Set(), targets: null, label: 'The true board', align: 'middle', focus },
  };
}
