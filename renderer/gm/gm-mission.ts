/**
 * The GM's hand on a mission (src/battle/mission/gm.ts, the `gm.mission` command): a panel that
 * sets each defender's awareness (R-OPS-39), raises or cancels the alarm (R-OPS-44) and lights,
 * dims or darkens the cells around the cursor (R-OPS-43). The panel as data (`gmMissionPanel`), its
 * commands, and its lit-html view; gm-dialogs.ts opens it (key `!`, or GM ▸ Mission…). Each change
 * is one command of the log, so the table's Undo takes it back.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { BattleState } from '../../src/battle';
import type { GmCommand } from '../../src/battle/commands/gm-types';
import type { CellRect } from '../../src/battle/map/types';
import { guardOf, isDefender } from '../../src/battle/mission/access';
import { alarmHowWords } from '../../src/battle/mission/debrief';
import { CODE_LEVEL, lightCode, lightGrid } from '../../src/battle/mission/light';
import { AWARENESS, LIGHT_LEVELS, type Awareness, type LightLevel } from '../../src/battle/mission/types';
import type { Point } from './templates';

/** How many cells the light edit takes: the cursor cell, or a square around it (clipped to the map). */
export const LIGHT_SPANS = [1, 3, 5] as const;
export type LightSpan = (typeof LIGHT_SPANS)[number];

export interface GmMissionPanel {
  readonly name: string;
  readonly alarm: { readonly raised: boolean; readonly words: string };
  readonly guards: readonly { readonly id: string; readonly name: string; readonly awareness: Awareness; readonly selected: boolean }[];
  readonly cursor: { readonly x: number; readonly y: number; readonly level: LightLevel };
}

export function gmMissionPanel(state: BattleState, selected: string | null, cursor: Point): GmMissionPanel | null {
  const m = state.mission;
  if (!m) return null;
  const a = m.alarm;
  const words = a.raised ? `Raised in round ${a.round ?? '?'}${a.how ? `, ${alarmHowWords(a.how)}` : ''}.` : 'Not raised.';
  const guards = state.units
    .filter((u) => isDefender(m, u) && u.status === 'fighting')
    .map((u) => ({ id: u.id, name: u.name, awareness: guardOf(m, u).awareness, selected: u.id === selected }));
  const level = CODE_LEVEL[lightCode(lightGrid(m.light, state.map.width, state.map.height), state.map.width, cursor)] ?? 'lit';
  return { name: m.name, alarm: { raised: a.raised, words }, guards, cursor: { x: cursor.x, y: cursor.y, level } };
}

/** The square of `span` cells centred on the cursor, clipped to the map. */
export function spanRect(state: Pick<BattleState, 'map'>, c: Point, span: LightSpan): CellRect {
  const half = (span - 1) / 2;
  const x = Math.max(0, c.x - half);
  const y = Math.max(0, c.y - half);
  return { x, y, w: Math.min(state.map.width, c.x + half + 1) - x, h: Math.min(state.map.height, c.y + half + 1) - y };
}

export const awarenessCommand = (unit: string, to: Awareness, isPublic: boolean): GmCommand => ({ type: 'gm.mission', set: { kind: 'awareness', unit, to }, public: isPublic });
export const alarmCommand = (raised: boolean, isPublic: boolean): GmCommand => ({ type: 'gm.mission', set: { kind: 'alarm', raised }, public: isPublic });
export const lightCommand = (rect: CellRect, level: LightLevel, isPublic: boolean): GmCommand => ({ type: 'gm.mission', set: { kind: 'light', rect, level }, public: isPublic });

export interface GmMissionHandlers {
  awareness(unit: string, to: Awareness): void;
  alarm(raised: boolean): void;
  light(level: LightLevel): void;
  span(span: LightSpan): void;
  close(): void;
}

const AWARENESS_WORDS: Readonly<Record<Awareness, string>> = { unaware: 'Unaware', suspicious: 'Suspicious', alerted: 'Alerted' };
const LIGHT_WORDS: Readonly<Record<LightLevel, string>> = { lit: 'Lit', dim: 'Dim', dark: 'Dark' };

export function gmMissionView(p: GmMissionPanel, span: LightSpan, tell: boolean, on: GmMissionHandlers): TemplateResult {
  const area = span === 1 ? `the cursor cell (${p.cursor.x}, ${p.cursor.y})` : `${span} × ${span} cells around (${p.cursor.x}, ${p.cursor.y})`;
  return html`<section class="panel gm-panel gm-mission" role="dialog" aria-modal="false" aria-labelledby="gm-mission-title" @keydown=${(e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      on.close();
    }
  }}>
    <h2 id="gm-mission-title">GM: ${p.name}</h2>
    <p class="dim">${tell ? 'Changes are told to the players.' : 'Changes are private (GM lines only you read).'} Undo takes the last one back.</p>
    <fieldset><legend>The alarm</legend>
      <p data-alarm=${p.alarm.raised ? 'raised' : 'quiet'}>${p.alarm.words}</p>
      <button type="button" class="btn small" @click=${() => on.alarm(!p.alarm.raised)}>${p.alarm.raised ? 'Cancel the alarm' : 'Raise the alarm'}</button>
    </fieldset>
    <fieldset><legend>Defenders' awareness</legend>
      ${p.guards.length === 0
        ? html`<p>No defender is on the map.</p>`
        : p.guards.map(
            (g) => html`<label class=${g.selected ? 'selected' : ''}>${g.name}
              <select aria-label=${`Awareness of ${g.name}`} @change=${(e: Event) => {
                const to = AWARENESS.find((a) => a === (e.target as HTMLSelectElement).value);
                if (to) on.awareness(g.id, to);
              }}>${AWARENESS.map((a) => html`<option value=${a} ?selected=${a === g.awareness}>${AWARENESS_WORDS[a]}</option>`)}</select>
              ${g.selected ? html`<span class="dim">selected</span>` : nothing}</label>`,
          )}
    </fieldset>
    <fieldset><legend>Light</legend>
      <p>At (${p.cursor.x}, ${p.cursor.y}): <strong>${p.cursor.level}</strong>. Move the cursor with Shift + arrows.</p>
      <label>Area <select aria-label="Light area" @change=${(e: Event) => {
        const s = LIGHT_SPANS.find((x) => String(x) === (e.target as HTMLSelectElement).value);
        if (s) on.span(s);
      }}>${LIGHT_SPANS.map((s) => html`<option value=${s} ?selected=${s === span}>${s === 1 ? 'the cursor cell' : `${s} × ${s} around it`}</option>`)}</select></label>
      <div>${LIGHT_LEVELS.map((l) => html`<button type="button" class="btn small" aria-pressed=${span === 1 && l === p.cursor.level ? 'true' : 'false'} aria-label=${`Make ${area} ${l}`} @click=${() => on.light(l)}>${LIGHT_WORDS[l]}</button> `)}</div>
    </fieldset>
    <div><button type="button" class="btn small" @click=${() => on.close()}>Close</button></div>
  </section>`;
}
