import type { BattleEvent } from '../state/events';
import type { BattleState } from '../state/types';
import { progressWords } from './board';
import { gmMissionWords } from './gm';
import type { ObjectiveKind, ObjectiveState } from './types';

/**
 * A mission's part of the debrief (R-OPS-32 with R-OPS-40, R-OPS-44, R-OPS-45): each objective's
 * state and the round it was settled, every time the alarm was raised or cancelled (when, by whom,
 * how), and who noticed whom in which round. Read from the final state and the events of the whole
 * command log (the state keeps only the last alarm).
 *
 * Told only once the battle is over: then the after-action report tells both sides everything, as
 * the plain debrief does of every unit. Before that a seat sees the mission only through its seat
 * view (known.ts), so a hot-seat battle's debrief can never leak a defender's mind mid-game.
 */
export interface MissionDebrief {
  readonly name: string;
  readonly objectives: readonly {
    readonly id: string;
    readonly name: string;
    readonly kind: ObjectiveKind;
    readonly required: boolean;
    readonly state: ObjectiveState;
    readonly progress: string | null;
    /** The round it was done or failed; null while open. */
    readonly round: number | null;
  }[];
  /** Every raise and cancel of the alarm, in order: `by` in words (a unit's or device's name, or "the GM"). */
  readonly alarms: readonly { readonly round: number; readonly raised: boolean; readonly by: string; readonly how: string }[];
  /** Who noticed whom (R-OPS-40), in order; `by` a defender's or a camera's name. */
  readonly notices: readonly { readonly round: number; readonly by: string; readonly unit: string }[];
  /** The intruders (and freed captives) who left through the exit zone. */
  readonly out: readonly string[];
}

const HOW: Readonly<Record<string, string>> = {
  panel: 'at an alarm panel',
  camera: 'by a camera',
  tripwire: 'by a trip wire',
  motion: 'by a motion sensor',
  hack: 'by a failed hack',
  device: 'by a device set off',
  gm: 'by the GM',
};

/** How an alarm was raised, in words ("at an alarm panel"). */
export const alarmHowWords = (how: string): string => HOW[how] ?? how;

const RAISED = gmMissionWords({ kind: 'alarm', raised: true }, '');
const CANCELLED = gmMissionWords({ kind: 'alarm', raised: false }, '');

export function missionDebriefFrom(final: BattleState, events: readonly BattleEvent[]): MissionDebrief | null {
  const m = final.mission;
  if (!m || final.phase !== 'over') return null;
  const names = new Map<string, string>();
  for (const u of [...final.units, ...m.left, ...m.captives.map((c) => c.unit), ...(m.reinforcements?.units ?? [])]) names.set(u.id, u.name);
  for (const d of m.devices) names.set(d.id, d.name);
  names.set('gm', 'the GM');
  const nameOf = (id: string | null): string => (id === null ? 'unknown' : (names.get(id) ?? id));
  let round = 0;
  const alarms: { round: number; raised: boolean; by: string; how: string }[] = [];
  for (const e of events) {
    if (e.type === 'round.started') round = e.round;
    else if (e.type === 'mission.alarm') alarms.push({ round, raised: e.raised, by: nameOf(e.by), how: e.how });
    else if (e.type === 'gm.edit' && e.edit.kind === 'mission' && e.edit.unit === null) {
      // The GM's hand (gm.ts) speaks only through its GM line: its words say which way the alarm went.
      if (e.edit.text === RAISED) alarms.push({ round, raised: true, by: 'the GM', how: 'gm' });
      else if (e.edit.text === CANCELLED) alarms.push({ round, raised: false, by: 'the GM', how: 'gm' });
    }
  }
  return {
    name: m.name,
    objectives: m.objectives.map((o) => ({ id: o.id, name: o.name, kind: o.kind, required: o.required, state: o.state, progress: progressWords(o), round: o.round })),
    alarms,
    notices: m.notices.map((n) => ({ round: n.round, by: nameOf(n.by), unit: nameOf(n.unit) })),
    out: m.left.map((u) => u.name),
  };
}
