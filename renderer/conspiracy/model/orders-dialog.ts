/**
 * The orders dialog as data (STYLE.md 16): from the dialog's UI state (the action kind and the
 * variant chosen), the kinds to list (possible first, the others greyed with the engine's reason),
 * the chosen kind's variants (legal ones, then the greyed ones: a few one by one, more as one line
 * with their count), and the preview of the chosen variant with Commit on only when it is legal.
 * Every list, price and odds figure comes from the engine on the seat's view (R-HATS-12, R-CORE-4).
 */
import { previewCommand, type ActionPreview, type SeatView } from '../../../src/hats';
import { choiceText, GREYED_SINGLES, greyedGroups, ordersModel, type GreyedGroup, type OrderChoice, type OrderKind, type OrdersModel } from '../orders-model';
import { unitName } from '../format';

export interface ListItem {
  readonly value: string;
  readonly label: string;
  /** A counted line ("70 more — Out of range") is not one choice: it cannot be picked. */
  readonly disabled: boolean;
}

export interface OrdersDialogModel {
  readonly title: string;
  readonly actor: string;
  readonly kinds: OrdersModel;
  readonly kind: OrderKind | null;
  /** The kind list: possible kinds, then "Not possible now" (value = kind). */
  readonly kindItems: { readonly possible: readonly ListItem[]; readonly greyed: readonly ListItem[] };
  /** The chosen kind's variants: legal ones, then "Not possible now" (value = index in `kind.choices`). */
  readonly choiceItems: { readonly possible: readonly ListItem[]; readonly greyed: readonly ListItem[] };
  readonly choiceIndex: number | null;
  readonly choice: OrderChoice | null;
  readonly greyed: readonly (GreyedGroup & { readonly counted: boolean })[];
  readonly greyedCount: number;
  readonly preview: ActionPreview | null;
  /** Why the chosen kind or variant cannot be committed, or null. */
  readonly reason: string | null;
  readonly commit: boolean;
  /** The refusal of the last Commit, if the turn machine refused it. */
  readonly problem: string | null;
}

/** The first choice a kind opens on: its first legal variant, else its first greyed one listed on its own. */
function firstChoice(kind: OrderKind): number | null {
  const legal = kind.choices.findIndex((c) => c.reason === null);
  if (legal >= 0) return legal;
  const single = greyedGroups(kind.choices).find((g) => g.choices.length <= GREYED_SINGLES)?.choices[0];
  return single ? kind.choices.indexOf(single) : null;
}

export function ordersDialogModel(view: SeatView, d: { readonly actor: string; readonly pick: string | null; readonly choice: number | null; readonly problem: string | null }): OrdersDialogModel {
  const kinds = ordersModel(view, d.actor);
  const all = [...kinds.possible, ...kinds.impossible];
  const kind = all.find((k) => k.kind === d.pick) ?? all[0] ?? null;
  const choiceIndex = kind === null ? null : d.choice !== null && kind.choices[d.choice] && kind.kind === d.pick ? d.choice : firstChoice(kind);
  const choice = kind && choiceIndex !== null ? kind.choices[choiceIndex] ?? null : null;
  const groups = greyedGroups(kind?.choices ?? []).map((g) => ({ ...g, counted: g.choices.length > GREYED_SINGLES }));
  const reason = choice ? choice.reason : kind?.reason ?? null;
  return {
    title: `Orders for ${unitName(view, d.actor)}`,
    actor: d.actor,
    kinds,
    kind,
    kindItems: {
      possible: kinds.possible.map((k) => ({ value: k.kind, label: k.name, disabled: false })),
      greyed: kinds.impossible.map((k) => ({ value: k.kind, label: `${k.name} — not now`, disabled: false })),
    },
    choiceItems: {
      possible: (kind?.choices ?? []).flatMap((c, i) => (c.reason === null ? [{ value: String(i), label: c.label, disabled: false }] : [])),
      greyed: groups.flatMap((g, n): ListItem[] => g.counted
        ? [{ value: `group-${n}`, label: `${g.choices.length} more — ${g.reason}`, disabled: true }]
        : g.choices.map((c) => ({ value: String(kind?.choices.indexOf(c) ?? -1), label: choiceText(c), disabled: false }))),
    },
    choiceIndex,
    choice,
    greyed: groups,
    greyedCount: (kind?.choices ?? []).filter((c) => c.reason !== null).length,
    preview: choice ? previewCommand(view, choice.command) : null,
    reason,
    commit: choice !== null && choice.reason === null,
    problem: d.problem,
  };
}
