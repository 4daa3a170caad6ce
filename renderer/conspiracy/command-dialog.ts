/**
 * The orders dialog: pick an action, then one of its legal variants (target, area, boost...), and
 * read its preview (cost, traits compared, exact odds) before committing. The list comes from the
 * engine's legal actions for this seat's view; committing goes through the turn machine.
 */
import { previewCommand, type HatsCommand, type SeatView } from '../../src/hats';
import { button, h } from '../ui/dom';
import { openDialog, type DialogHandle } from './dialog';
import { ACTION_KINDS, commandLabel } from './format';
import { previewView } from './preview-view';

export interface CommandDialogOptions {
  readonly title: string;
  readonly view: SeatView;
  readonly commands: readonly HatsCommand[];
  /** Applies the command; returns the refusal, or null when it was applied. */
  readonly commit: (command: HatsCommand) => string | null;
  readonly onClose: () => void;
}

function options(select: HTMLSelectElement, items: readonly [string, string][]): void {
  select.replaceChildren(...items.map(([value, label]) => h('option', { value }, label)));
}

export function commandDialog(host: HTMLElement, o: CommandDialogOptions): DialogHandle {
  const order = Object.keys(ACTION_KINDS);
  const kinds = [...new Set(o.commands.map((c) => c.type))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const kindSelect = h('select', { 'aria-label': 'Action', class: 'kind' });
  options(kindSelect, kinds.map((k) => [k, ACTION_KINDS[k]]));
  const choiceSelect = h('select', { 'aria-label': 'Choice', class: 'choice' });
  const previewHost = h('div', { class: 'preview-host' });
  const status = h('p', { class: 'status error', role: 'status' });
  let variants: HatsCommand[] = [];

  const chosen = (): HatsCommand | undefined => variants[Number(choiceSelect.value)];
  const showPreview = (): void => {
    const cmd = chosen();
    status.textContent = '';
    previewHost.replaceChildren(cmd ? previewView(previewCommand(o.view, cmd), o.view.conspiracy.greenbacks) : h('p', {}, 'Nothing to choose.'));
  };
  const showVariants = (): void => {
    variants = o.commands.filter((c) => c.type === kindSelect.value);
    options(choiceSelect, variants.map((c, i) => [String(i), commandLabel(o.view, c)]));
    showPreview();
  };
  kindSelect.addEventListener('change', showVariants);
  choiceSelect.addEventListener('change', showPreview);

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
      }, { class: 'btn primary' });
      showVariants();
      const parts: HTMLElement[] = o.commands.length === 0 ? [h('p', {}, 'No legal action right now.')] : [];
      return [
        ...parts,
        h('div', { class: 'pickers' },
          h('label', {}, h('span', {}, 'Action'), kindSelect),
          h('label', {}, h('span', {}, 'Choice'), choiceSelect)),
        previewHost,
        status,
        h('div', { class: 'actions' }, commit, button('Cancel', close)),
      ];
    },
  });
}
