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

/** What a command aims at, for choosing it from the map: a unit's id, or an Area's. */
export function targetOf(command: HatsCommand): string | null {
  switch (command.type) {
    case 'action.move': return command.to;
    case 'action.surveil': return command.area;
    case 'action.protect': return command.guard.kind === 'unit' ? command.guard.target : command.guard.area;
    case 'action.combat':
    case 'action.assassinate':
    case 'action.bribe':
    case 'action.indoctrinate':
    case 'action.infiltrate':
    case 'action.subvert':
    case 'action.train':
    case 'action.psychic':
    case 'action.embezzle':
      return command.target;
    case 'action.hide':
    case 'action.research':
    case 'agent.equip':
    case 'agent.dismiss':
    case 'seat.control':
    case 'bribe.defend':
    case 'conspiracy.recruit':
    case 'fight.resolve':
    case 'turn.end':
      return null;
  }
}

/**
 * The kind and the choice an order aimed at `target` opens on (a click on a Group, an Agent or an
 * Area with an Agent chosen): the first kind, in the menu's order, with a possible choice aimed at
 * it, else the first kind with any choice aimed at it (greyed, so its reason and odds are read).
 * Null when nothing of this actor's can aim at it.
 */
export function orderAt(m: OrdersModel, target: string): { readonly pick: string; readonly choice: number } | null {
  const kinds = [...m.possible, ...m.impossible];
  for (const legalOnly of [true, false]) {
    for (const k of kinds) {
      const i = k.choices.findIndex((c) => targetOf(c.command) === target && (!legalOnly || c.reason === null));
      if (i >= 0) return { pick: k.kind, choice: i };
    }
  }
  return null;
}

/** Everything the actor's orders could aim at on the map, possible now or not (for marking targets). */
export function targetsOf(m: OrdersModel): { readonly possible: ReadonlySet<string>; readonly greyed: ReadonlySet<string> } {
  const possible = new Set<string>();
  const greyed = new Set<string>();
  for (const k of [...m.possible, ...m.impossible]) {
    for (const c of k.choices) {
      const t = targetOf(c.command);
      if (t === null) continue;
      if (c.reason === null) possible.add(t);
      else greyed.add(t);
    }
  }
  for (const t of possible) greyed.delete(t);
  return { possible, greyed };
}
