import { percent, rollLine } from '../view/roll-words';
import type { MissionEvent } from './events';
import type { MissionState } from './types';

/**
 * Mission events in the combat and dice logs (view/log-lines.ts). Who reads what: a defender's look,
 * listen and change of mind are about that defender only, so the intruders read them only while they
 * see it (never a roll by a defender out of their sight, nor the intruder it concerned); a device is
 * the intruders' business; the alarm, a blast and the reinforcements' arrival are heard by all.
 */

/** The units a viewer must know to read this event (empty: everyone reads it). */
export function missionInvolved(e: MissionEvent): string[] {
  switch (e.type) {
    case 'mission.notice':
    case 'mission.heard':
      return [e.by];
    case 'mission.awareness':
    case 'mission.radio':
      return [e.unit];
    case 'mission.device':
      return e.unit ? [e.unit] : [];
    case 'mission.task':
    case 'mission.item':
      return [e.unit];
    case 'mission.freed':
      return [e.by, e.unit];
    case 'mission.alarm':
    case 'mission.objective':
    case 'mission.reinforcements':
      return [];
  }
}

type Dice = { readonly title: string; readonly lines: readonly string[]; readonly outcome: string } | null;

const TASK_WORDS: Readonly<Record<string, string>> = {
  alarm: 'raises the alarm at',
  disarm: 'works on',
  hack: 'hacks',
  plant: 'sets a charge at',
  detonate: 'fires the charge at',
  take: 'takes',
  free: 'frees',
  leave: 'leaves the map',
};

const HEARD: Readonly<Record<string, string>> = { shot: 'a shot', silenced: 'a silenced shot', steps: 'footsteps', bang: 'a flash-bang', blast: 'a blast' };

/** The name of a mission's device, objective, item or captive by id (null for anything else). */
export function missionNames(m: MissionState | undefined): (id: string) => string | null {
  const names = new Map<string, string>();
  for (const x of [...(m?.devices ?? []), ...(m?.objectives ?? []), ...(m?.items ?? []), ...(m?.captives ?? [])]) names.set(x.id, x.name);
  return (id) => names.get(id) ?? null;
}

/** One mission event in words and dice, for a viewer naming units with `n` (N: capitalised) and mission objects with `named`. */
export function describeMission(e: MissionEvent, n: (id: string) => string, N: (id: string) => string, named: (id: string) => string | null): { text: string | null; dice: Dice } {
  const label = (id: string): string => named(id) ?? id;
  switch (e.type) {
    case 'mission.notice': {
      const device = named(e.by);
      const who = device !== null ? `The ${device}` : N(e.by);
      const text = e.noticed ? `${who} notices ${n(e.unit)}.` : `${who} does not notice ${n(e.unit)}.`;
      const dice: Dice = e.rolls ? { title: `${who} looks for ${n(e.unit)} (${percent(e.chance)})`, lines: [rollLine(e.rolls.spot), rollLine(e.rolls.stealth)], outcome: e.noticed ? 'noticed' : 'unnoticed' } : null;
      return { text: e.noticed || e.rolls ? text : null, dice };
    }
    case 'mission.heard': {
      if (!e.heard && e.roll === null) return { text: null, dice: null };
      const text = e.heard ? `${N(e.by)} hears ${HEARD[e.what] ?? 'something'}.` : `${N(e.by)} hears nothing.`;
      const lines = [e.roll ? rollLine(e.roll) : null, e.against ? rollLine(e.against) : null].filter((l): l is string => l !== null);
      return { text, dice: lines.length > 0 ? { title: `${N(e.by)} listens (${percent(e.chance)})`, lines, outcome: e.heard ? 'heard' : 'not heard' } : null };
    }
    case 'mission.awareness':
      return { text: `${N(e.unit)} is ${e.to}${e.to === 'unaware' ? ' again' : ''}.`, dice: null };
    case 'mission.radio':
      return { text: `${N(e.unit)} radios a warning: the whole side is alerted.`, dice: null };
    case 'mission.alarm':
      return { text: e.raised ? `The alarm is raised${e.by ? ` (${e.how})` : ''}.` : 'The alarm is cancelled.', dice: null };
    case 'mission.device': {
      const what = label(e.device);
      const text = {
        spotted: `${N(e.unit ?? '')} spots the ${what}.`,
        missed: null,
        disarmed: `The ${what} is disarmed.`,
        failed: null,
        'set-off': `The ${what} goes off!`,
        tripped: `The ${what} is tripped!`,
      }[e.change];
      return { text, dice: e.roll ? { title: `${N(e.unit ?? '')} looks for devices`, lines: [rollLine(e.roll)], outcome: e.change === 'spotted' ? 'spotted' : 'nothing seen' } : null };
    }
    case 'mission.task': {
      const target = e.task === 'leave' ? '' : ` the ${label(e.target)}`;
      const verb = TASK_WORDS[e.task] ?? e.task;
      const text = `${N(e.unit)} ${verb}${target}${e.roll ? (e.success ? ': success' : ': failure') : ''}.`;
      return { text, dice: e.roll ? { title: `${N(e.unit)}: ${e.roll.label}`, lines: [rollLine(e.roll)], outcome: e.roll.outcome } : null };
    }
    case 'mission.objective':
      return { text: e.state === 'done' ? `Objective done: ${label(e.objective)}.` : e.state === 'failed' ? `Objective failed: ${label(e.objective)}.` : `${label(e.objective)}: ${e.progress} of ${e.needed}.`, dice: null };
    case 'mission.reinforcements':
      return { text: e.units.length > 0 ? 'Reinforcements arrive.' : null, dice: null };
    case 'mission.freed':
      return { text: `${N(e.by)} frees ${n(e.unit)}.`, dice: null };
    case 'mission.item':
      return { text: e.change === 'taken' ? `${N(e.unit)} takes the ${label(e.item)}.` : `The ${label(e.item)} falls to the floor.`, dice: null };
  }
}
