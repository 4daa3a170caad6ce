/**
 * The reveal at the end of a game (R-HATS-12 holds only while a game is on): once it is over nothing
 * is secret, so every conspiracy's Agents and Groups are shown as they truly stood, and the game is
 * told again turn by turn: after each seat-turn, who held what and every line the log wrote in it,
 * to whomever it was written. Built from the states between the logged commands; null while the
 * game is not over.
 */
import type { HatsCommand } from '../commands';
import { groupData } from '../data/groups';
import type { HatsState, LogEntry, SeatId, WoundRow } from '../state';
import { newLines } from './log-diff';

export interface RevealGroup {
  readonly id: string;
  readonly name: string;
  readonly area: string;
  readonly scale: number;
  readonly owner: SeatId | null;
  readonly wounds: WoundRow;
  readonly stunned: number;
  readonly destroyed: boolean;
}

export interface RevealAgent {
  readonly id: string;
  readonly name: string;
  readonly owner: SeatId | null;
  readonly area: string;
  readonly template: string | null;
  readonly wounds: WoundRow;
}

export interface RevealLine {
  readonly text: string;
  /** 'all' for a public line, else the seats it was written to. */
  readonly to: 'all' | readonly SeatId[];
}

export interface RevealStep {
  /** The seat-turn (state.serial) this step ends; 0 for the start of the game. */
  readonly serial: number;
  readonly round: number;
  /** The seat whose turn it was (null at the start). */
  readonly seat: SeatId | null;
  readonly lines: readonly RevealLine[];
  readonly groups: readonly RevealGroup[];
  readonly agents: readonly RevealAgent[];
  readonly greenbacks: Readonly<Record<SeatId, number>>;
}

export interface Reveal {
  readonly seats: readonly { readonly id: SeatId; readonly name: string; readonly controller: string }[];
  /** The start of the game, then one step per seat-turn; the last is the end. */
  readonly steps: readonly RevealStep[];
}

function board(s: HatsState): Pick<RevealStep, 'groups' | 'agents' | 'greenbacks'> {
  return {
    groups: Object.values(s.groups).map((g) => {
      const d = groupData(g.id);
      return { id: g.id, name: d.name, area: d.area, scale: d.scale, owner: g.owner, wounds: g.wounds, stunned: g.stunned, destroyed: g.destroyed };
    }),
    agents: Object.values(s.agents).map((a) => ({ id: a.id, name: a.name, owner: a.owner, area: a.area, template: a.template, wounds: a.wounds })),
    greenbacks: Object.fromEntries(Object.entries(s.conspiracies).map(([seat, c]) => [seat, c.greenbacks])),
  };
}

function written(before: HatsState, after: HatsState): LogEntry[] {
  return newLines(before.log, after.log);
}

/** `states[i]` is the game before `commands[i]`; the last state is the end. Null unless it is over. */
export function reveal(states: readonly HatsState[], commands: readonly HatsCommand[]): Reveal | null {
  const end = states.at(-1);
  const first = states[0];
  if (!end || !first || end.phase !== 'over' || states.length !== commands.length + 1) return null;
  const steps: RevealStep[] = [{ serial: 0, round: first.round, seat: null, lines: [], ...board(first) }];
  let lines: RevealLine[] = [];
  let seat: SeatId | null = first.seats[first.seatIndex]?.id ?? null;
  let serial = first.serial;
  let round = first.round;
  for (let i = 0; i < commands.length; i += 1) {
    const before = states[i];
    const after = states[i + 1];
    const command = commands[i];
    if (!before || !after || !command) continue;
    for (const e of written(before, after)) {
      // A turn's end writes the next seat's Income and upkeep too: those belong to its turn.
      const line = { text: e.text, to: e.visibleTo };
      if (command.type === 'turn.end' && e.serial !== before.serial) continue;
      if (!lines.some((l) => l.text === line.text && JSON.stringify(l.to) === JSON.stringify(line.to))) lines.push(line);
    }
    if (command.type === 'turn.end' || i === commands.length - 1) {
      steps.push({ serial, round, seat, lines, ...board(after) });
      const next = written(before, after).filter((e) => e.serial !== before.serial).map((e) => ({ text: e.text, to: e.visibleTo }));
      lines = next;
      seat = after.seats[after.seatIndex]?.id ?? null;
      serial = after.serial;
      round = after.round;
    }
  }
  return { seats: end.seats.map((s) => ({ id: s.id, name: s.name, controller: s.controller })), steps };
}
