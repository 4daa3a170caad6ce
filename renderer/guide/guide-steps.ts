/**
 * The first-game guides as data: for each layer, the steps of a first turn, each pointing at a real
 * control on screen (a stable data attribute: `data-guide`, or the `data-key` / `data-action` the
 * screens already give their buttons) and naming the screen event that completes it. A step with
 * no event is read, then passed with its Next button; every other step waits for the player to do
 * the thing. The screens emit the events (conspiracy/guide-events.ts, battle/model/guide-events.ts).
 */

export type GuideLayer = 'hats' | 'ops';

export interface GuideStep {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** What to do now, in a line (shown in bold under the text). */
  readonly todo: string;
  /** Where the step points: attribute selectors, the first one on screen wins. */
  readonly targets: readonly string[];
  /** The screen event that completes the step, or null: the step is read and passed with Next. */
  readonly on: string | null;
}

export const GUIDE_STEPS: Readonly<Record<GuideLayer, readonly GuideStep[]>> = {
  hats: [
    {
      id: 'agent', title: 'Your Agents',
      text: 'You run a conspiracy of Agents (listed here) and Groups (the chips on the map). Each Agent acts once a turn.',
      todo: 'Choose one of your Agents: on the Operatives tab, press Choose beside it.',
      targets: ['[data-key^="choose-"]:not([disabled])', '[data-key="tab-operatives"]'], on: 'hats.agent',
    },
    {
      id: 'orders', title: 'Its orders',
      text: 'With an Agent chosen, clicking a ringed target on the map opens its orders with that target picked. The button below lists every order it could give.',
      todo: 'Open the orders of an Agent (Operatives tab).',
      targets: ['[data-key^="orders-"]:not([disabled])', '[data-key="tab-operatives"]'], on: 'hats.orders',
    },
    {
      id: 'odds', title: 'Read the odds, then commit',
      text: 'Pick an Action and a Choice: the preview shows its price and the exact odds before anything is rolled. Impossible orders are greyed with the reason.',
      todo: 'Give an order: press Commit.',
      targets: ['[data-guide="order-preview"]', '[data-key^="orders-"]:not([disabled])'], on: 'hats.order',
    },
    {
      id: 'groups', title: 'Every Group you know',
      text: 'The Groups tab lists every Group you have seen, sortable by Area, Scale, Income or Loyalty; each row opens its Area on the map.',
      todo: 'Open the Groups tab.',
      targets: ['[data-key="tab-groups"]'], on: 'hats.tab.groups',
    },
    {
      id: 'threat', title: 'Who could win',
      text: 'The Briefing tab says what touched you since your last turn and how close each rival is to winning, as far as you know; a red warning means a rival could win on its next turn.',
      todo: 'Open the Briefing tab.',
      targets: ['[data-key="tab-briefing"]'], on: 'hats.tab.briefing',
    },
    {
      id: 'end', title: 'End the turn',
      text: 'When your Agents have acted, End turn hands the table on (it counts who could still act, and asks first). The rivals play, and your next briefing tells you what happened.',
      todo: 'Press End turn (E).',
      targets: ['[data-key="end-turn"]'], on: 'hats.end-turn',
    },
    {
      id: 'done', title: 'Your conspiracy is running',
      text: 'Keep your Net at zero or above, take Groups for their Scale, watch the rivals. F1 opens the rules reference at any time; its Guide button starts this guide again.',
      todo: 'Press Finish.',
      targets: ['[data-key="help"]'], on: null,
    },
  ],
  ops: [
    {
      id: 'select', title: 'Select a unit',
      text: 'The initiative list shows who acts in which order; the one acting now is ringed in amber on the map. Selecting a unit opens its sheet below.',
      todo: 'Select a unit: click its name here (or the counter on the map, or press Tab).',
      targets: ['[data-guide="tracker"]'], on: 'ops.select',
    },
    {
      id: 'odds', title: 'Read the odds',
      text: 'Pick a Target (click an enemy in sight, or press T): the bar shows the exact chance to hit and the ladder words before anything is rolled.',
      todo: 'Pick a target, or hover an enemy, and read the odds.',
      targets: ['[data-guide="target"]'], on: 'ops.odds',
    },
    {
      id: 'move', title: 'Move',
      text: 'Blue cells: a walk, and the unit may still act. Amber cells: a run, which is its action. Keyboard: Shift + arrows move the cursor, Enter goes.',
      todo: 'Click a blue cell on the map to move there.',
      targets: ['[data-guide="reach"]', '[data-guide="map"]'], on: 'ops.move',
    },
    {
      id: 'shoot', title: 'Shoot',
      text: 'Choose how under "Attack with", then Attack: the dice roll now, and the Combat log under the map says what happened.',
      todo: 'Press Attack (A) with a target in reach.',
      targets: ['[data-action="attack"]'], on: 'ops.attack',
    },
    {
      id: 'end', title: 'End the turn',
      text: 'End turn passes to the next unit in initiative; in hot-seat the table hands over to the next player behind a wall, and the computer plays its side at the pace in the header.',
      todo: 'Press End turn (E).',
      targets: ['[data-action="end-turn"]'], on: 'ops.end-turn',
    },
    {
      id: 'done', title: 'Your first turn is played',
      text: 'A side wins when the other cannot fight on. Keys (?) lists every key of the table; F1 opens the rules, and its Guide button starts this guide again.',
      todo: 'Press Finish.',
      targets: ['[data-guide="map"]'], on: null,
    },
  ],
};
