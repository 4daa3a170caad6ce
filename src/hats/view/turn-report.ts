/**
 * The report a seat reads at the start of its turn (R-HATS-12: only what it may know): what its own
 * orders of its last turn did (the log lines it was told as each was played), and the money ledger
 * from then to now: its purse when that turn's Actions began, each order's price (or gain), what the
 * other seats' turns took or gave as far as it was told, the round's event, this turn's Income and
 * upkeep, and its purse now. Built from the states between the logged commands (the session keeps
 * them), but what it returns is the seat's own: its own purse and orders and the lines it was told.
 */
import type { HatsCommand } from '../commands';
import { activeSeat, type HatsState, type LogEntry, type SeatId } from '../state';
import { visibleTo } from './views';
import { newLines } from './log-diff';

export type LedgerKind = 'start' | 'order' | 'income' | 'upkeep' | 'event' | 'others' | 'now';

export interface LedgerLine {
  readonly kind: LedgerKind;
  /** For an order, the command (the board names it); otherwise null. */
  readonly command: HatsCommand | null;
  /** What the seat was told about it (the log's own lines), or a fixed word for start and now. */
  readonly text: string;
  /** Greenbacks gained (+) or spent (−); for start and now, the purse. */
  readonly amount: number;
  readonly round: number;
}

export interface OrderResult {
  readonly command: HatsCommand;
  /** The log lines the seat was told as the order was played ("The infiltration of … fails."). */
  readonly told: readonly string[];
  /** What it cost (negative) or brought in. */
  readonly greenbacks: number;
}

export interface TurnReport {
  /** The round of the seat's last turn, or null when this is its first. */
  readonly since: number | null;
  readonly orders: readonly OrderResult[];
  readonly ledger: readonly LedgerLine[];
}

const INCOME = /^Round \d+: income (\d+) greenbacks\.$/;
const UPKEEP = /^Upkeep paid: (\d+) greenbacks;/;
const EVENT = /^Round \d+ event — /;

const purse = (s: HatsState, seat: SeatId): number => s.conspiracies[seat]?.greenbacks ?? 0;
const actingNow = (s: HatsState, seat: SeatId): boolean => s.phase === 'actions' && activeSeat(s) === seat;

/** The lines `seat` was told between two states. */
function toldBetween(before: HatsState, after: HatsState, seat: SeatId): LogEntry[] {
  return newLines(before.log, after.log).filter((e) => visibleTo(e, seat));
}

/**
 * `states[i]` is the game before `commands[i]`, and the last state is the game now, at `seat`'s
 * Actions. The report covers its last turn (from the start of those Actions) up to now.
 */
export function turnReport(states: readonly HatsState[], commands: readonly HatsCommand[], seat: SeatId): TurnReport {
  const now = states.at(-1);
  if (!now || states.length !== commands.length + 1) return { since: null, orders: [], ledger: [] };
  // The start of its last turn's Actions: the first state of its previous seat-turn with it acting.
  let from = -1;
  for (let i = states.length - 2; i >= 0; i -= 1) {
    const s = states[i];
    if (!s || s.serial >= now.serial || !actingNow(s, seat)) continue;
    from = i;
    const before = states[i - 1];
    if (!before || before.serial !== s.serial || !actingNow(before, seat)) break;
  }
  if (from < 0) return { since: null, orders: [], ledger: [] };
  const start = states[from];
  if (!start) return { since: null, orders: [], ledger: [] };
  const orders: OrderResult[] = [];
  const ledger: LedgerLine[] = [{ kind: 'start', command: null, text: 'When your last turn\'s Actions began', amount: purse(start, seat), round: start.round }];
  for (let i = from; i < commands.length; i += 1) {
    const before = states[i];
    const after = states[i + 1];
    const command = commands[i];
    if (!before || !after || !command) continue;
    const delta = purse(after, seat) - purse(before, seat);
    const told = toldBetween(before, after, seat);
    if (command.seat === seat && command.type !== 'turn.end') {
      orders.push({ command, told: told.map((e) => e.text), greenbacks: delta });
      if (delta !== 0) ledger.push({ kind: 'order', command, text: told.map((e) => e.text).join(' '), amount: delta, round: before.round });
      continue;
    }
    if (command.type !== 'turn.end') {
      if (delta !== 0) ledger.push({ kind: 'others', command: null, text: told.map((e) => e.text).join(' ') || 'Another conspiracy\'s turn', amount: delta, round: before.round });
      continue;
    }
    // A turn's end runs the steps that follow it: the next round's event, then this seat's Income and upkeep when its turn comes.
    let rest = delta;
    for (const e of told) {
      const income = INCOME.exec(e.text);
      const upkeep = UPKEEP.exec(e.text);
      if (income) {
        const n = Number(income[1]);
        ledger.push({ kind: 'income', command: null, text: e.text, amount: n, round: e.round });
        rest -= n;
      } else if (upkeep) {
        const n = Number(upkeep[1]);
        ledger.push({ kind: 'upkeep', command: null, text: e.text, amount: -n, round: e.round });
        rest += n;
      }
    }
    if (rest !== 0) {
      const event = told.find((e) => EVENT.test(e.text) || e.visibleTo !== 'all');
      ledger.push({ kind: event && EVENT.test(event.text) ? 'event' : 'others', command: null, text: event?.text ?? 'Between turns', amount: rest, round: after.round });
    }
  }
  ledger.push({ kind: 'now', command: null, text: 'Now', amount: purse(now, seat), round: now.round });
  return { since: start.round, orders, ledger };
}
