/**
 * The orders dialog: pick an action, then one of its variants (target, area, boost, Gift...), and
 * read its preview (cost, what it does, traits compared, exact odds) before committing. Every kind
 * of action is listed, and within a kind every choice: the impossible ones greyed with the engine's
 * reason (ordersModel over actionMenu), never left out. An impossible kind or choice can still be
 * picked to read its preview, with the reason above Commit, which stays off (what a Bribery would
 * give once the money is there). Only a counted line ("70 more — Out of range") cannot be picked:
 * it is not one choice. Committing goes through the turn machine.
 */
import { previewCommand, type HatsCommand, type SeatView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { openDialog, type DialogHandle } from './dialog';
import { choiceText, GREYED_SINGLES, greyedGroups, ordersModel, type OrderChoice } from './orders-model';
import { previewView } from './preview-view';
import { withRuleLinks } from '../help/rule-links';

export interface CommandDialogOptions {
  readonly title: string;
  readonly view: SeatView;
  /** The actor whose orders these are; null for a plain list of commands (recruiting). */
  readonly actor: string | null;
  readonly commands?: readonly HatsCommand[];
  /** Applies the command; returns the refusal, or null when it was applied. */
  readonly commit: (command: HatsCommand) => string | null;
  readonly onClose: () => void;
}

interface Item { readonly value: string; readonly label: string; readonly disabled?: boolean }

/** Fills a select: the items, then those not possible now under their own heading (greyed, with the reason in their text). */
function options(select: HTMLSelectElement, items: readonly Item[], greyed: readonly Item[]): void {
  const option = (i: Item) => h('option', { value: i.value, disabled: i.disabled }, i.label);
  select.replaceChildren(...items.map(option), ...(greyed.length > 0 ? [h('optgroup', { label: 'Not possible now' }, ...greyed.map(option))] : []));
}

export function commandDialog(host: HTMLElement, o: CommandDialogOptions): DialogHandle {
  const model = ordersModel(o.view, o.actor, o.commands);
  const { possible, impossible } = model;
  const kindSelect = h('select', { 'aria-label': 'Action', class: 'kind' });
  options(kindSelect,
    possible.map((m) => ({ value: m.kind, label: m.name })),
    impossible.map((m) => ({ value: m.kind, label: `${m.name} — not now` })));
  const choiceSelect = h('select', { 'aria-label': 'Choice', class: 'choice' });
  const previewHost = h('div', { class: 'preview-host' });
  // The chosen kind's greyed choices, readable without opening the list.
  const greyedHost = h('details', { class: 'not-now greyed-choices', hidden: true });
  const status = h('p', { class: 'status error', role: 'status' });
  const commit = h('button', { type: 'button', class: 'btn primary', disabled: true }, 'Commit');
  let choices: readonly OrderChoice[] = [];
  const kinds = [...possible, ...impossible];
  const kindOf = () => kinds.find((m) => m.kind === kindSelect.value);

  /** The picked choice, possible or not (a greyed one is previewed, not committed). */
  const picked = (): OrderChoice | undefined => (choiceSelect.value === '' ? undefined : choices[Number(choiceSelect.value)]);
  const showPreview = (): void => {
    const c = picked();
    status.textContent = '';
    const reason = c ? c.reason : kindOf()?.reason ?? null;
    commit.disabled = !c || c.reason !== null;
    commit.title = reason ? `Not possible now: ${reason}` : '';
    previewHost.replaceChildren(c
      ? previewView(previewCommand(o.view, c.command), o.view.conspiracy.greenbacks, c.label)
      : reason ? h('p', { class: 'problem' }, reason) : h('p', {}, 'Nothing to choose.'));
  };
  const showVariants = (): void => {
    choices = kindOf()?.choices ?? [];
    const legal = choices.flatMap((c, i) => (c.reason === null ? [{ value: String(i), label: c.label }] : []));
    // Greyed choices of one reason: a few one by one, more as one line with their count.
    const groups = greyedGroups(choices).map((g) => ({ ...g, counted: g.choices.length > GREYED_SINGLES }));
    const greyedItems = groups.flatMap((g, n) => g.counted
      ? [{ value: `group-${n}`, label: `${g.choices.length} more — ${g.reason}`, disabled: true }]
      : g.choices.map((c) => ({ value: String(choices.indexOf(c)), label: choiceText(c) })));
    options(choiceSelect, legal, greyedItems);
    const greyed = choices.filter((c) => c.reason !== null);
    const kindName = kindOf()?.name ?? '';
    greyedHost.hidden = greyed.length === 0;
    greyedHost.replaceChildren(
      h('summary', {}, `${kindName}: also listed, not possible now (${greyed.length})`),
      h('ul', { class: 'reasons', 'aria-label': `${kindName}: not possible now, and why` },
        ...groups.map((g) => {
          const which = g.choices.map((c) => c.label).join('; ');
          return g.counted
            ? h('li', {}, h('strong', {}, `${g.choices.length} choices`), ` — ${g.reason} `, h('span', { class: 'which' }, `(${which})`))
            : h('li', {}, h('strong', {}, which), ' — ', ...withRuleLinks(g.reason));
        })));
    if (greyed.length > 0) choiceSelect.setAttribute('aria-description', `${greyed.length} not possible now, listed last with the reason; pick one to read its odds`);
    else choiceSelect.removeAttribute('aria-description');
    showPreview();
  };
  kindSelect.addEventListener('change', showVariants);
  choiceSelect.addEventListener('change', showPreview);
  const notNow = impossible.length === 0 ? null : h('details', { class: 'not-now', open: possible.length === 0 },
    h('summary', {}, `Not possible now (${impossible.length})`),
    h('ul', { class: 'reasons', 'aria-label': 'Not possible now, and why' },
      ...impossible.map((m) => h('li', { 'data-kind': m.kind }, h('strong', {}, m.name), ' — ', ...withRuleLinks(m.reason ?? '')))));

  return openDialog(host, {
    title: o.title,
    className: 'orders',
    escapable: true,
    onClose: o.onClose,
    body: (close) => {
      commit.addEventListener('click', () => {
        const c = picked();
        if (!c || c.reason !== null) return;
        const problem = o.commit(c.command);
        if (problem) status.textContent = problem;
        else close();
      });
      showVariants();
      return [
        ...(possible.length === 0 ? [h('p', {}, 'No action is possible right now; the reasons are below, and each can still be picked to read its odds.')] : []),
        h('div', { class: 'pickers' },
          h('label', {}, h('span', {}, 'Action'), kindSelect),
          h('label', {}, h('span', {}, 'Choice'), choiceSelect)),
        previewHost,
        status,
        greyedHost,
        ...(notNow ? [notNow] : []),
        h('div', { class: 'actions' }, commit, button('Cancel', close)),
      ];
    },
  });
}
