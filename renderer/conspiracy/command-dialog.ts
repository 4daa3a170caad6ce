/**
 * The orders dialog: pick an action, then one of its legal variants (target, area, boost...), and
 * read its preview (cost, traits compared, exact odds) before committing. Every kind of action is
 * listed: the impossible ones greyed with the engine's reason (actionMenu), never left out. The
 * choices come from the engine's legal actions for this seat's view; committing goes through the
 * turn machine.
 */
import { actionMenu, previewCommand, type HatsCommand, type MenuEntry, type SeatView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { openDialog, type DialogHandle } from './dialog';
import { ACTION_KINDS, commandLabel } from './format';
import { previewView } from './preview-view';

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

function options(select: HTMLSelectElement, items: readonly { value: string; label: string; disabled?: boolean }[]): void {
  select.replaceChildren(...items.map((i) => h('option', { value: i.value, disabled: i.disabled }, i.label)));
}

export function commandDialog(host: HTMLElement, o: CommandDialogOptions): DialogHandle {
  const menu: MenuEntry[] = o.actor
    ? actionMenu(o.view, o.actor)
    : [...new Set((o.commands ?? []).map((c) => c.type))].map((kind) => ({ kind: kind as MenuEntry['kind'], legal: (o.commands ?? []).filter((c) => c.type === kind), reason: null }));
  const possible = menu.filter((m) => m.legal.length > 0);
  const impossible = menu.filter((m) => m.legal.length === 0);
  const kindSelect = h('select', { 'aria-label': 'Action', class: 'kind' });
  options(kindSelect, [
    ...possible.map((m) => ({ value: m.kind, label: ACTION_KINDS[m.kind] })),
    ...impossible.map((m) => ({ value: m.kind, label: `${ACTION_KINDS[m.kind]} — not now`, disabled: true })),
  ]);
  const choiceSelect = h('select', { 'aria-label': 'Choice', class: 'choice' });
  const previewHost = h('div', { class: 'preview-host' });
  const status = h('p', { class: 'status error', role: 'status' });
  let variants: readonly HatsCommand[] = [];

  const chosen = (): HatsCommand | undefined => variants[Number(choiceSelect.value)];
  const showPreview = (): void => {
    const cmd = chosen();
    status.textContent = '';
    previewHost.replaceChildren(cmd ? previewView(previewCommand(o.view, cmd), o.view.conspiracy.greenbacks) : h('p', {}, 'Nothing to choose.'));
  };
  const showVariants = (): void => {
    variants = menu.find((m) => m.kind === kindSelect.value)?.legal ?? [];
    options(choiceSelect, variants.map((c, i) => ({ value: String(i), label: commandLabel(o.view, c) })));
    showPreview();
  };
  kindSelect.addEventListener('change', showVariants);
  choiceSelect.addEventListener('change', showPreview);
  const notNow = impossible.length === 0 ? null : h('details', { class: 'not-now', open: possible.length === 0 },
    h('summary', {}, `Not possible now (${impossible.length})`),
    h('ul', { class: 'reasons', 'aria-label': 'Not possible now, and why' },
      ...impossible.map((m) => h('li', { 'data-kind': m.kind }, h('strong', {}, ACTION_KINDS[m.kind]), ` — ${m.reason ?? ''}`))));

  return openDialog(host, {
    title: o.title,
    className: 'orders',
    escapable: true,
    onClose: o.onClose,
    body: (close) => {
      const commit = button('Commit', () => {
        const cmd = chosen();
        if (!cmd) return;
        const problem = o.commit(cmd);
        if (problem) status.textContent = problem;
        else close();
      }, { class: 'btn primary', disabled: possible.length === 0 });
      showVariants();
      return [
        ...(possible.length === 0 ? [h('p', {}, 'No action is possible right now; the reasons are below.')] : []),
        h('div', { class: 'pickers' },
          h('label', {}, h('span', {}, 'Action'), kindSelect),
          h('label', {}, h('span', {}, 'Choice'), choiceSelect)),
        previewHost,
        status,
        ...(notNow ? [notNow] : []),
        h('div', { class: 'actions' }, commit, button('Cancel', close)),
      ];
    },
  });
}
