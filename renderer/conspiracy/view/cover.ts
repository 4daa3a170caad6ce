/**
 * What stands between seats and shows no seat's secrets (R-HATS-12): the hand-over, a wall (a modal
 * dialog over an opaque backdrop, renderer/ui/wall.ts) whose one button has focus from the first;
 * and the neutral screen while a computer seat plays in a hot-seat game, with its pace controls.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { SeatMark } from '../seat-marks';
import type { SeatControlItem } from '../model/seat-control';
import { modal } from './directives';

export function badge(mark: SeatMark | undefined, extra = ''): TemplateResult {
  return html`<span class="badge ${extra}" aria-hidden="true" style=${mark ? `--seat: ${mark.colour}` : ''}>${mark?.letter ?? ''}</span>`;
}

export interface HandoverModel {
  readonly name: string;
  readonly mark: SeatMark | undefined;
  /** The seat is called to answer a Bribery, not to play its turn. */
  readonly bribe: boolean;
}

export function handoverTemplate(m: HandoverModel, confirm: () => void): TemplateResult {
  return html`<dialog class="sheet bh-handover" data-wall="handover" aria-labelledby="bh-handover-title" ${modal(null)}>
    <p class="stamp">Classified · hand-over</p>
    <h2 id="bh-handover-title" tabindex="-1">${badge(m.mark, 'big')} Pass to ${m.name}</h2>
    <p>${m.bribe
      ? `${m.name} must answer a Bribery attempt, in private. Everyone else, look away.`
      : `The previous seat's board is cleared. Hand the table to ${m.name}; everyone else, look away.`}</p>
    <div class="actions"><button type="button" class="btn primary" autofocus @click=${confirm}>Show the board to ${m.name}</button></div>
  </dialog>`;
}

/** Pause, resume and one step of a computer player (the table flow machine's events). */
export interface PaceIntents {
  readonly pause: () => void;
  readonly resume: () => void;
  readonly step: () => void;
}

export function paceButtons(paused: boolean, on: PaceIntents): TemplateResult {
  return html`<div class="actions pace">${paused
    ? html`<button type="button" class="btn small" data-key="pace-resume" @click=${on.resume}>Resume</button><button type="button" class="btn small" data-key="pace-step" @click=${on.step}>One move</button>`
    : html`<button type="button" class="btn small" data-key="pace-pause" @click=${on.pause}>Pause</button>`}</div>`;
}

export interface ComputerCoverModel {
  readonly name: string;
  readonly level: string;
  readonly mark: SeatMark | undefined;
  readonly moves: number;
  readonly round: number;
  readonly paused: boolean;
  /** The computer plays a conspiracy its person handed over: it may take it back here (model/seat-control.ts). */
  readonly takeBack: SeatControlItem | null;
}

/** One solo-comfort button (model/seat-control.ts), its key named. */
export function seatControlButton(item: SeatControlItem, act: (command: SeatControlItem['command']) => void, extra = ''): TemplateResult {
  return html`<button type="button" class="btn small ${extra}" data-key=${item.id} aria-keyshortcuts=${item.keys} title=${item.title} @click=${() => act(item.command)}>${item.label} <kbd>${item.keys}</kbd></button>`;
}

export function computerCoverTemplate(m: ComputerCoverModel, on: PaceIntents, act: (command: SeatControlItem['command']) => void): TemplateResult {
  return html`<section class="sheet bh-handover" aria-labelledby="bh-computer-title">
    <p class="stamp">Turn ${m.round} · computer conspiracy</p>
    <h2 id="bh-computer-title" tabindex="-1">${m.mark ? badge(m.mark, 'big') : nothing} ${m.name} is plotting</h2>
    <p>A computer player (${m.level}) takes its turn. No seat's board is shown meanwhile.</p>
    <progress aria-label="Computer turn progress" max="12" .value=${Math.min(12, m.moves)}></progress>
    <p class="status" role="status">${m.paused ? `paused after move ${m.moves}` : `move ${m.moves}`}</p>
    ${paceButtons(m.paused, on)}
    ${m.takeBack ? html`<div class="actions">${seatControlButton(m.takeBack, act)}</div>` : nothing}
  </section>`;
}
