/**
 * The short first-game guides, one per layer: a few steps over the screen,
 * skippable at any step, shown by itself the first time a game of that layer starts on this
 * machine and again from the rules reference. Whether it was seen is remembered in localStorage
 * (a preference, not a game fact).
 */
import { focusBack, h } from '../ui/dom';

export type GuideLayer = 'hats' | 'ops';

interface Step {
  readonly title: string;
  readonly text: string;
}

export const GUIDES: Readonly<Record<GuideLayer, readonly Step[]>> = {
  hats: [
    { title: 'Your conspiracy', text: 'You run a conspiracy of Agents (the operatives on the right) and Groups (the chips on the map). Win by controlling Groups of enough total Scale (the header shows Scale x/12 in Shadow War), or by being the last conspiracy with Agents: keep two, for if your last one falls in a rival\'s turn, the rival wins when that turn ends.' },
    { title: 'Money comes first', text: 'Each turn your Groups pay Income + Scale, then every Agent is paid its upkeep. The header shows your Net: keep it at zero or above, or unpaid Agents lose Loyalty and desert. Recruiting adds upkeep; taking Groups adds income.' },
    { title: 'Give orders', text: 'Each Agent acts once a turn. "Orders for …" lists every action: the possible ones with their exact odds and price, the impossible ones greyed with the reason. Provocateurs Infiltrate Groups (5 greenbacks); Killers fight and assassinate; scientists Research.' },
    { title: 'Read your briefing', text: 'At the start of each turn the Briefing tab lists what touched your conspiracy since your last turn (each line leads to its Area on the map) and how close each conspiracy is to winning, as far as you know: others\' Scale counts only the Groups whose controller you have spotted, so send an Agent with Surveillance to "Watch … for Group control".' },
    { title: 'End the turn', text: 'When your Agents have acted (End turn says how many could still act), press it or E: it asks first while some could still act, since a turn handed on cannot be undone. Then the others play, a random event may strike, and your next briefing tells you what happened. Press F1 at any time for the rules reference, with our rulings and the house rules in force.' },
  ],
  ops: [
    { title: 'What the map shows', text: 'Your agents are the ringed counters with your side\'s letter. The lit part of the map is what they can see; the darker part is out of sight, and an enemy there is hidden, or marked where it was last seen. Shields on a tile mark half or full cover (C shows them on every tile).' },
    { title: 'Who acts', text: 'Agents act in initiative order (the Dice log shows the rolls). The one acting now is ringed in amber and named at the top of the right-hand panel. Click any agent, or press Tab, to select it and read its sheet.' },
    { title: 'Move', text: 'Blue cells: the acting agent walks there, and may still act. Amber cells: a run, which is its action for the turn; click once to see the path, again to go. Keyboard: Shift + arrow keys move the cursor, Enter goes.' },
    { title: 'Shoot, with the odds first', text: 'Hover an enemy in sight, or pick it as the Target (click it, or press T): the panel shows the exact chance to hit as a percentage and a ladder word ("Good vs Fair: 81.5%") and the wounds it may deal. Choose how under "Attack with", then press Attack (A). Nothing is rolled before that.' },
    { title: 'End the turn', text: 'When the agent is done, press End turn (E): the next one in initiative acts, and the computer plays its side at the pace set in the header. The Combat log and the Dice log under the map tell what happened, roll by roll. A side wins when the other cannot fight on.' },
    { title: 'Help at hand', text: 'Press F1, or the Rules button in the header, for the rules reference: the rulebook, our rulings with their ids, and this battle\'s house rules. Keys (?) lists every key of the table.' },
  ],
};

const KEY = (layer: GuideLayer) => `blacksite.guide.${layer}.seen`;

export function guideSeen(layer: GuideLayer, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(KEY(layer)) === '1';
  } catch {
    return true;
  }
}

function markSeen(layer: GuideLayer): void {
  try {
    localStorage.setItem(KEY(layer), '1');
  } catch {
    // Private windows may refuse storage: the guide then shows again next time, which is harmless.
  }
}

/** Shows the guide over the screen; resolves when it is closed (finished or skipped). */
export function showGuide(layer: GuideLayer): void {
  if (document.querySelector('dialog.guide-dialog')) return;
  const steps = GUIDES[layer];
  let i = 0;
  const title = h('h2', { id: 'guide-title' });
  const count = h('p', { class: 'guide-count' });
  const text = h('p', { class: 'guide-text' });
  const backBtn = h('button', { type: 'button', class: 'btn' }, 'Back');
  const nextBtn = h('button', { type: 'button', class: 'btn primary' }, 'Next');
  const skipBtn = h('button', { type: 'button', class: 'btn' }, 'Skip the guide');
  const dialog = h('dialog', { class: 'guide-dialog', 'aria-labelledby': 'guide-title', 'aria-describedby': 'guide-text' },
    h('p', { class: 'stamp' }, layer === 'hats' ? 'First game · Black Hats' : 'First battle · Black Ops'),
    title, count, text,
    h('div', { class: 'actions guide-actions' }, backBtn, nextBtn, skipBtn));
  text.id = 'guide-text';
  const show = (): void => {
    const step = steps[i];
    title.textContent = step?.title ?? '';
    text.textContent = step?.text ?? '';
    count.textContent = `Step ${i + 1} of ${steps.length}`;
    backBtn.disabled = i === 0;
    nextBtn.textContent = i === steps.length - 1 ? 'Start playing' : 'Next';
  };
  const back = document.activeElement;
  const close = (): void => {
    markSeen(layer);
    if (dialog.open) dialog.close();
    dialog.remove();
    focusBack(back);
  };
  backBtn.addEventListener('click', () => {
    i = Math.max(0, i - 1);
    show();
  });
  nextBtn.addEventListener('click', () => {
    if (i >= steps.length - 1) close();
    else {
      i += 1;
      show();
      nextBtn.focus();
    }
  });
  skipBtn.addEventListener('click', close);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  document.body.append(dialog);
  show();
  dialog.showModal();
  nextBtn.focus();
}

/** Shows the guide the first time a game of this layer starts here. */
export function guideOnFirstGame(layer: GuideLayer): void {
  if (!guideSeen(layer)) showGuide(layer);
}
