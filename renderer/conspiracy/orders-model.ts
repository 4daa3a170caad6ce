/**
 * The orders dialog's model (STYLE.md 16): the action kinds, possible ones first and the others
 * greyed with the engine's reason; and for the chosen kind, every choice — the legal ones, then
 * the ones not possible now, each disabled with the refusal the reducer would give (actionMenu,
 * from the seat's view only). Pure, so it is unit-tested without a DOM.
 */
import { actionMenu, type HatsCommand, type MenuEntry, type SeatView } from '../../src/hats';
import { ACTION_KINDS, commandLabel } from './format';

export interface OrderChoice {
  readonly command: HatsCommand;
  readonly label: string;
  /** null when it can be committed; otherwise why not, in the reducer's words. */
  readonly reason: string | null;
}

export interface OrderKind {
  readonly kind: MenuEntry['kind'];
  readonly name: string;
  /** null when some choice is possible. */
  readonly reason: string | null;
  /** Legal choices first, then the ones not possible now (in the engine's order). */
  readonly choices: readonly OrderChoice[];
}

export interface OrdersModel {
  readonly possible: readonly OrderKind[];
  readonly impossible: readonly OrderKind[];
}

function kindOf(view: SeatView, m: MenuEntry): OrderKind {
  return {
    kind: m.kind,
    name: ACTION_KINDS[m.kind],
    reason: m.legal.length > 0 ? null : m.reason,
    choices: [
      ...m.legal.map((command) => ({ command, label: commandLabel(view, command), reason: null })),
      ...m.blocked.map((b) => ({ command: b.command, label: commandLabel(view, b.command), reason: b.reason })),
    ],
  };
}

/** An actor's orders (actionMenu), or a plain list of legal commands (no actor). */
export function ordersModel(view: SeatView, actor: string | null, commands: readonly HatsCommand[] = []): OrdersModel {
  const menu: MenuEntry[] = actor
    ? actionMenu(view, actor)
    : [...new Set(commands.map((c) => c.type))].map((kind) => ({ kind: kind as MenuEntry['kind'], legal: commands.filter((c) => c.type === kind), reason: null, blocked: [] }));
  const kinds = menu.map((m) => kindOf(view, m));
  return { possible: kinds.filter((k) => k.reason === null), impossible: kinds.filter((k) => k.reason !== null) };
}

/** The text of a choice in the list: a greyed one carries its reason. */
export function choiceText(c: OrderChoice): string {
  return c.reason === null ? c.label : `${c.label} — ${c.reason}`;
}

/** Choices not possible now that share one reason, in the order the first of each was offered. */
export interface GreyedGroup {
  readonly reason: string;
  readonly choices: readonly OrderChoice[];
}

/** At most this many choices of one reason are listed one by one; more are listed as one line with their count. */
export const GREYED_SINGLES = 3;

/**
 * The greyed choices by their reason: a Surveillance out of range is one line ("70 more — Out of
 * Amber Heron's Surveillance range (Local: its own Area, Denver).") rather than seventy.
 */
export function greyedGroups(choices: readonly OrderChoice[]): GreyedGroup[] {
  const groups = new Map<string, OrderChoice[]>();
  for (const c of choices) {
    if (c.reason === null) continue;
    const list = groups.get(c.reason);
    if (list) list.push(c);
    else groups.set(c.reason, [c]);
  }
  return [...groups].map(([reason, list]) => ({ reason, choices: list }));
}
