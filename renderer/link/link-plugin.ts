/**
 * The board's plug-in for fights played as firefights (R-LINK-1; renderer/conspiracy/README.md
 * "Plugging in"): when a fight waits for the seat at the board, its prompt opens ("Play it out" or
 * "Roll"); "Roll" answers at once, "Play it out" sets the battle up on the table; when the board comes
 * back with the battle over, the battle's log is sent as the answer and the board shows what it did.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { BlacksiteApi } from '../../src/contract';
import type { HatsCommand } from '../../src/hats';
import type { BoardPlugin } from '../conspiracy/board-controller';
import type { ConspiracySession } from '../conspiracy/session';
import { modal } from '../conspiracy/view/directives';
import { setPrepared } from '../battle/current';
import { fightPromptModel, type FightPrompt } from './fight-prompt';
import { takePlayedFight } from './handoff';
import { linkPrepared } from './launch';

export interface LinkPluginDeps {
  readonly api: BlacksiteApi;
  readonly session: ConspiracySession;
  /** Opens the battle table (#/battle/play) on the prepared battle. */
  readonly toBattle: () => void;
}

function promptTemplate(m: FightPrompt, busy: string, byComputer: boolean, on: { roll: () => void; play: () => void; by: (computer: boolean) => void }): TemplateResult {
  return html`<dialog class="bh-dialog fight-prompt" data-wall="prompt" aria-labelledby="bh-fight-title" ${modal(null)}>
    <h2 id="bh-fight-title" class="bh-dialog-title">${m.title}</h2>
    <p>${m.sentence}</p>
    <div class="field">
      <label for="bh-fight-by">${m.squads} played by</label>
      <select id="bh-fight-by" @change=${(e: Event) => on.by((e.target as HTMLSelectElement).value === 'computer')}>
        <option value="table" ?selected=${!byComputer}>${m.byTable}</option>
        <option value="computer" ?selected=${byComputer}>The computer (veteran), while you watch</option>
      </select>
    </div>
    <div class="actions column">
      <button type="button" class="btn primary" autofocus @click=${on.play}>${m.playOut}</button>
      <button type="button" class="btn" @click=${on.roll}>${m.roll}</button>
    </div>
    ${busy ? html`<p class="hint" role="status">${busy}</p>` : nothing}
  </dialog>`;
}

export function linkPlugin(deps: LinkPluginDeps): BoardPlugin {
  let busy = '';
  let byComputer = false;
  const humans = new Set(deps.session.humans());
  const play = async (refresh: () => void): Promise<void> => {
    const state = deps.session.state();
    const fight = state.fight;
    if (!fight) return;
    busy = 'Setting the battle up…';
    refresh();
    const prepared = await linkPrepared(deps.api, state, fight, byComputer);
    busy = typeof prepared === 'string' ? prepared : '';
    if (typeof prepared === 'string') return refresh();
    setPrepared(prepared);
    deps.toBattle();
  };
  return {
    prompt: (board) => (board.view.fight?.seat === board.seat ? { kind: 'plugin', id: 'link', data: null } : null),
    dialog: (_data, board, api) => {
      const m = fightPromptModel(board.view, humans);
      if (!m) return html``;
      const answer = (play: Extract<HatsCommand, { type: 'fight.resolve' }>['play']): void => {
        const problem = api.take({ type: 'fight.resolve', seat: m.seat, play });
        busy = problem ?? '';
        if (problem) api.refresh();
        else api.close();
      };
      return promptTemplate(m, busy, byComputer, { roll: () => answer({ mode: 'roll' }), play: () => void play(api.refresh), by: (computer) => (byComputer = computer) });
    },
    started: (api) => {
      // Back from the table with the fight's battle over: its log is the answer (R-LINK-3).
      const fight = deps.session.state().fight;
      const back = fight ? takePlayedFight(fight.seed) : null;
      if (!fight || !back) return;
      const problem = api.take({ type: 'fight.resolve', seat: fight.seat, play: { mode: 'battle', commands: [...back.commands] } });
      if (problem) console.warn(`The firefight could not be settled: ${problem}`);
    },
  };
}
