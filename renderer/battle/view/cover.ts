/**
 * What stands between seats: the hot-seat hand-over, which names the next seat's side and no unit
 * (R-HATS-12's rule for the tactical table too), and the neutral cover while a computer side plays
 * in a hot-seat game, with pause and step. Nothing of any seat's board is in the page meanwhile.
 * Both are walls (renderer/ui/wall.ts): modal `<dialog data-wall>`s opened by the controller once
 * in the page, so no control behind them is reached by pointer, Tab, shortcut or screen reader.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { SideLook } from '../model/side-model';
import type { ActionItem } from '../model/actions';
import { actionButton, chip } from './parts';

export interface CoverHandlers {
  readonly confirm: () => void;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly step: () => void;
  /** Back to the menu (the battle is autosaved as it is left): a wall is never a dead end. */
  readonly leave: () => void;
  /** A seat takes back the side it handed to the computer (model/seat-control.ts). */
  readonly act?: (a: ActionItem) => void;
}

export function handOverTemplate(side: SideLook, why: 'turn' | 'prompt', on: CoverHandlers): TemplateResult {
  return html`<dialog class="bt-cover handover" data-wall="handover" aria-labelledby="bt-handover-title">
    <div class="sheet">
      <p class="stamp">Classified · hand-over</p>
      <h2 id="bt-handover-title" tabindex="-1">${chip(side)} Pass to ${side.name}</h2>
      <p>${why === 'prompt' ? `${side.name} must answer an attack, in private. Everyone else, look away.` : `The last seat's board is cleared. Hand the table to ${side.name}; everyone else, look away.`}</p>
      <div class="actions"><button type="button" class="btn primary" autofocus @click=${on.confirm}>Show the board to ${side.name}</button>
        <button type="button" class="btn" @click=${on.leave}>Leave (the battle is saved)</button></div>
    </div>
  </dialog>`;
}

export function computerTemplate(side: SideLook | null, steps: number, paused: boolean, on: CoverHandlers, takeBack: ActionItem | null = null): TemplateResult {
  const act = on.act;
  return html`<dialog class="bt-cover computer" data-wall="cover" aria-labelledby="bt-computer-title">
    <div class="sheet">
      <p class="stamp">Computer side</p>
      <h2 id="bt-computer-title" tabindex="-1">${side ? chip(side) : nothing} ${side?.name ?? 'The computer'} is acting</h2>
      <p>No seat's board is shown while the computer plays in a hot-seat game.</p>
      <p class="status" role="status">${steps} decision${steps === 1 ? '' : 's'} so far${paused ? ' · paused' : ''}</p>
      ${computerControls(paused, on)}
      <div class="actions">${takeBack && act ? actionButton(takeBack, act) : nothing}<button type="button" class="btn" @click=${on.leave}>Leave (the battle is saved)</button></div>
    </div>
  </dialog>`;
}

/** Pause, step and resume for the computer's pace (the table flow machine's computer state). */
export function computerControls(paused: boolean, on: Pick<CoverHandlers, 'pause' | 'resume' | 'step'>): TemplateResult {
  return html`<div class="actions computer-controls" role="group" aria-label="Computer turn controls">
    ${paused
      ? html`<button type="button" class="btn" @click=${on.step}>Step</button><button type="button" class="btn primary" @click=${on.resume}>Resume</button>`
      : html`<button type="button" class="btn" @click=${on.pause}>Pause</button>`}
  </div>`;
}
