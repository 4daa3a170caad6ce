/**
 * The GM table's dialogs as lit-html views (the bar is gm-bar.ts): the edit panel of a unit, the dice roller with
 * its exact odds first, adding a unit, the doors, a note. Each view is a pure function of its model and the
 * handlers; every control is a labelled form control, so Tab reaches it and a screen reader names
 * it. The screen renders them with lit-html's `render` where the table puts its panels.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { ladderLabel } from '../../src/core/ladder';
import type { SideId } from '../../src/battle';
import { FACING_WORDS } from '../../src/battle/gm/gm-line';
import { GM_SOURCES, type GmSource, type GmUnitState } from '../../src/battle/state/gm';
import type { LogLine } from '../../src/battle/view';
import type { AgentLevel } from '../../src/agents/levels';
import { rollOdds, type RollDraft } from './dice-roller';
import type { AddDraft } from './gm-add';
import type { DoorRow, EditPanel, PanelEdit } from './gm-edits-model';
import { PLAYED_BY_WORDS, type PlayedBy } from './gm-seats';

const num = (e: Event): number => Number((e.target as HTMLInputElement).value);
const checked = (e: Event): boolean => (e.target as HTMLInputElement).checked;
const text = (e: Event): string => (e.target as HTMLInputElement).value;

// ---- the edit panel ----

export interface EditHandlers {
  edit(e: PanelEdit): void;
  place(): void;
  remove(): void;
}

function stateSet(panel: EditPanel, which: 'dodging' | 'out', on: boolean): GmUnitState {
  return which === 'dodging' ? { state: 'dodging', on } : { state: 'out', on };
}

export function editPanelView(p: EditPanel, tell: boolean, on: EditHandlers): TemplateResult {
  const id = (s: string) => `gm-${p.unit}-${s}`;
  return html`<section class="panel gm-panel" aria-labelledby=${id('title')}>
    <h2 id=${id('title')}>GM: ${p.name} <span class="dim">(${p.cell.x}, ${p.cell.y})</span></h2>
    <p class="dim">${tell ? 'Edits are told to the players.' : 'Edits are private (GM lines only you read).'}</p>
    <div>
      <label for=${id('facing')}>Facing</label>
      <select id=${id('facing')} @change=${(e: Event) => on.edit({ field: 'facing', facing: num(e) })}>
        ${FACING_WORDS.map((w, i) => html`<option value=${i} ?selected=${i === p.facing}>${w}</option>`)}
      </select>
      <button type="button" class="btn small" @click=${() => on.place()}>Put on the cursor cell</button>
      <button type="button" class="btn small" @click=${() => on.remove()}>Take off the battle</button>
    </div>
    <table aria-label="Wound boxes">
      <thead><tr><th scope="col">Wound</th><th scope="col">Marked</th></tr></thead>
      <tbody>
        ${p.wounds.map(
          (w) => html`<tr>
            <th scope="row"><label for=${id(`w-${w.row}`)}>${w.name}</label></th>
            <td><input id=${id(`w-${w.row}`)} type="number" min="0" max=${w.boxes} .value=${String(w.marked)}
              @change=${(e: Event) => on.edit({ field: 'wounds', row: w.row, marked: num(e) })} /> of ${w.boxes}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${p.weapons.map(
      (w) => html`<fieldset><legend>${w.name}</legend>
        <label>Loaded <input type="number" min="0" max=${w.capacity} .value=${String(w.loaded)} @change=${(e: Event) => on.edit({ field: 'ammo', weapon: w.index, loaded: num(e), spares: w.spares })} /> of ${w.capacity}</label>
        <label>Spare magazines <input type="number" min="0" max="20" .value=${String(w.spares)} @change=${(e: Event) => on.edit({ field: 'ammo', weapon: w.index, loaded: w.loaded, spares: num(e) })} /></label>
      </fieldset>`,
    )}
    ${p.armor
      ? html`<fieldset><legend>${p.armor.name}</legend>
          <label>Ballistic <input type="number" min="0" max=${p.armor.maxBallistic} .value=${String(p.armor.ballistic)} @change=${(e: Event) => on.edit({ field: 'armor', ballistic: num(e), physical: p.armor?.physical ?? 0 })} /></label>
          <label>Physical <input type="number" min="0" max=${p.armor.maxPhysical} .value=${String(p.armor.physical)} @change=${(e: Event) => on.edit({ field: 'armor', ballistic: p.armor?.ballistic ?? 0, physical: num(e) })} /></label>
        </fieldset>`
      : nothing}
    <label>Flash-bangs <input type="number" min="0" max="9" .value=${String(p.flashBangs)} @change=${(e: Event) => on.edit({ field: 'flash-bangs', count: num(e) })} /></label>
    <fieldset><legend>States</legend>
      <label><input type="checkbox" .checked=${p.states.dodging} @change=${(e: Event) => on.edit({ field: 'state', set: stateSet(p, 'dodging', checked(e)) })} /> Dodging</label>
      <label><input type="checkbox" .checked=${p.states.holding} ?disabled=${!p.states.holding} @change=${() => on.edit({ field: 'state', set: { state: 'holding', until: null } })} /> Holding (clear)</label>
      <label>Blind rounds <input type="number" min="0" max="9" .value=${String(p.states.blind)} @change=${(e: Event) => on.edit({ field: 'state', set: { state: 'blind', rounds: num(e) } })} /></label>
      <label><input type="checkbox" .checked=${p.states.grabbedBy !== null} ?disabled=${p.states.grabbedBy === null} @change=${() => on.edit({ field: 'state', set: { state: 'grabbed', by: null } })} /> Held (let go)</label>
      <label><input type="checkbox" .checked=${p.states.out} @change=${(e: Event) => on.edit({ field: 'state', set: stateSet(p, 'out', checked(e)) })} /> Out of the fight</label>
    </fieldset>
  </section>`;
}

// ---- the dice roller ----

export interface RollerHandlers {
  change(d: RollDraft): void;
  roll(): void;
  close(): void;
}

export function rollerView(d: RollDraft, problem: string | null, on: RollerHandlers): TemplateResult {
  const odds = rollOdds(d);
  const set = (patch: Partial<RollDraft>) => on.change({ ...d, ...patch });
  return html`<section class="panel gm-panel gm-roller" role="dialog" aria-modal="false" aria-labelledby="gm-roller-title">
    <h2 id="gm-roller-title">GM roll</h2>
    <p class="gm-odds-head" id="gm-odds-head" role="status">${odds.headline}</p>
    <table class="gm-odds" aria-label="Chance of each total">
      <thead><tr><th scope="col">Total</th><th scope="col">Chance</th></tr></thead>
      <tbody>${odds.totals.map((t) => html`<tr class=${t.succeeds ? 'hit' : ''}><td>${ladderLabel(t.total)}</td><td>${t.text}</td></tr>`)}</tbody>
    </table>
    <label>For <input type="text" maxlength="80" .value=${d.label} @input=${(e: Event) => set({ label: text(e) })} placeholder="the guard wakes" /></label>
    <label>Dice <input type="number" min="1" max="8" .value=${String(d.dice)} @change=${(e: Event) => set({ dice: num(e) })} />dF</label>
    <label>Trait <input type="text" maxlength="40" .value=${d.traitName} @input=${(e: Event) => set({ traitName: text(e) })} /></label>
    <label>at <input type="number" min="-10" max="10" .value=${String(d.trait)} @change=${(e: Event) => set({ trait: num(e) })} /> (${ladderLabel(d.trait)})</label>
    <label><input type="checkbox" .checked=${d.difficulty !== null} @change=${(e: Event) => set({ difficulty: checked(e) ? 0 : null })} /> Against a difficulty</label>
    ${d.difficulty !== null
      ? html`<label>Difficulty <input type="number" min="-10" max="10" .value=${String(d.difficulty)} @change=${(e: Event) => set({ difficulty: num(e) })} /> (${ladderLabel(d.difficulty)})</label>`
      : nothing}
    <label><input type="checkbox" .checked=${d.public} @change=${(e: Event) => set({ public: checked(e) })} /> Public (the players see the roll)</label>
    ${problem ? html`<p class="error" role="alert">${problem}</p>` : nothing}
    <div>
      <button type="button" class="btn" aria-describedby="gm-odds-head" @click=${() => on.roll()}>Roll</button>
      <button type="button" class="btn small" @click=${() => on.close()}>Close</button>
    </div>
  </section>`;
}

// ---- adding a unit ----

export interface AddChoices {
  readonly sides: readonly { readonly id: SideId; readonly name: string }[];
  readonly roster: readonly { readonly key: string; readonly label: string }[];
  readonly shipped: readonly { readonly key: string; readonly label: string }[];
  readonly specialties: readonly string[];
  readonly levels: readonly { readonly id: AgentLevel; readonly name: string }[];
  readonly at: { readonly x: number; readonly y: number };
}

const SOURCE_WORDS: Readonly<Record<GmSource, string>> = { roster: 'From the roster', shipped: 'A shipped agent', random: 'A random agent' };

export function addUnitView(d: AddDraft, c: AddChoices, problem: string | null, on: { change(d: AddDraft): void; at(cell: { x: number; y: number }): void; add(): void; close(): void }): TemplateResult {
  const set = (patch: Partial<AddDraft>) => on.change({ ...d, ...patch });
  const list = d.source === 'roster' ? c.roster : d.source === 'shipped' ? c.shipped : [{ key: '', label: 'Any specialty' }, ...c.specialties.map((s) => ({ key: s, label: s }))];
  return html`<section class="panel gm-panel" role="dialog" aria-modal="false" aria-labelledby="gm-add-title">
    <h2 id="gm-add-title">GM: add a unit at (${c.at.x}, ${c.at.y})</h2>
    <label>Cell x <input type="number" min="0" max="4096" .value=${String(c.at.x)} @change=${(e: Event) => on.at({ x: num(e), y: c.at.y })} /></label>
    <label>Cell y <input type="number" min="0" max="4096" .value=${String(c.at.y)} @change=${(e: Event) => on.at({ x: c.at.x, y: num(e) })} /></label>
    <label for="gm-add-side">Side</label> <select id="gm-add-side" @change=${(e: Event) => set({ side: text(e) })}>${c.sides.map((s) => html`<option value=${s.id} ?selected=${s.id === d.side}>${s.name}</option>`)}</select>
    <fieldset><legend>Agent</legend>
      ${GM_SOURCES.map((s) => html`<label><input type="radio" name="gm-add-source" .checked=${d.source === s} @change=${() => set({ source: s, pick: '' })} /> ${SOURCE_WORDS[s]}</label>`)}
    </fieldset>
    <label for="gm-add-pick">${d.source === 'random' ? 'Specialty' : 'Which agent'}</label>
    <select id="gm-add-pick" @change=${(e: Event) => set({ pick: text(e) })}>${list.map((a) => html`<option value=${a.key} ?selected=${a.key === d.pick}>${a.label}</option>`)}</select>
    ${d.source === 'random'
      ? html`<label for="gm-add-level">Level</label>
          <select id="gm-add-level" @change=${(e: Event) => set({ level: c.levels.find((l) => l.id === text(e))?.id ?? 'veteran' })}>${c.levels.map((l) => html`<option value=${l.id} ?selected=${l.id === d.level}>${l.name}</option>`)}</select>`
      : nothing}
    <label>Code name <input type="text" maxlength="60" .value=${d.name} @input=${(e: Event) => set({ name: text(e) })} /></label>
    <label><input type="checkbox" .checked=${d.public} @change=${(e: Event) => set({ public: checked(e) })} /> Tell the players</label>
    ${problem ? html`<p class="error" role="alert">${problem}</p>` : nothing}
    <div><button type="button" class="btn" @click=${() => on.add()}>Add</button> <button type="button" class="btn small" @click=${() => on.close()}>Close</button></div>
  </section>`;
}

// ---- the doors ----

export function doorsView(rows: readonly DoorRow[], near: string, on: { door(row: DoorRow, action: DoorRow['actions'][number]): void; close(): void }): TemplateResult {
  return html`<section class="panel gm-panel gm-doors" role="dialog" aria-modal="false" aria-labelledby="gm-doors-title">
    <h2 id="gm-doors-title">GM: doors <span class="dim">(nearest ${near} first)</span></h2>
    ${rows.length === 0
      ? html`<p>This map has no doors.</p>`
      : html`<ul class="gm-door-list" aria-label="Doors of the map">
          ${rows.map(
            (r) => html`<li><span>(${r.at.x}, ${r.at.y}) <strong>${r.state}</strong> <span class="dim">${r.distance === 0 ? 'here' : `${r.distance} cell${r.distance === 1 ? '' : 's'} away`}</span></span>
              ${r.actions.map((a) => html`<button type="button" class="btn small" aria-label=${`${a.label} the door at (${r.at.x}, ${r.at.y})`} @click=${() => on.door(r, a)}>${a.label}</button>`)}</li>`,
          )}
        </ul>`}
    <div><button type="button" class="btn small" @click=${() => on.close()}>Close</button></div>
  </section>`;
}

// ---- who plays each side ----

export function sidesView(
  rows: readonly { readonly id: SideId; readonly name: string; readonly by: PlayedBy; readonly choices: readonly PlayedBy[] }[],
  on: { play(side: SideId, by: PlayedBy): void; close(): void },
): TemplateResult {
  return html`<section class="panel gm-panel" role="dialog" aria-modal="false" aria-labelledby="gm-sides-title">
    <h2 id="gm-sides-title">GM: who plays each side</h2>
    ${rows.map(
      (r) => html`<label>${r.name}
        <select ?disabled=${r.choices.length < 2} @change=${(e: Event) => {
          const by = r.choices.find((c) => c === text(e));
          if (by) on.play(r.id, by);
        }}>${r.choices.map((c) => html`<option value=${c} ?selected=${c === r.by}>${PLAYED_BY_WORDS[c]}</option>`)}</select></label>`,
    )}
    <p class="dim">The players' sides stay theirs: their display is made of what they see.</p>
    <div><button type="button" class="btn small" @click=${() => on.close()}>Close</button></div>
  </section>`;
}

// ---- a note ----

export function noteView(draft: { readonly text: string; readonly public: boolean }, problem: string | null, on: { change(d: { text: string; public: boolean }): void; write(): void; close(): void }): TemplateResult {
  return html`<section class="panel gm-panel" role="dialog" aria-modal="false" aria-labelledby="gm-note-title">
    <h2 id="gm-note-title">GM: ${draft.public ? 'an announcement to the table' : 'a private note'}</h2>
    <label>Text <textarea maxlength="500" rows="3" .value=${draft.text} @input=${(e: Event) => on.change({ ...draft, text: text(e) })}></textarea></label>
    <label><input type="checkbox" .checked=${draft.public} @change=${(e: Event) => on.change({ ...draft, public: checked(e) })} /> Public (on the players' display)</label>
    ${problem ? html`<p class="error" role="alert">${problem}</p>` : nothing}
    <div><button type="button" class="btn" @click=${() => on.write()}>Write</button> <button type="button" class="btn small" @click=${() => on.close()}>Close</button></div>
  </section>`;
}

// ---- the GM's log: private lines marked ----

export function gmLogView(lines: readonly LogLine[]): TemplateResult {
  return html`<section class="panel log combat-log" aria-labelledby="gm-log-title">
    <h2 id="gm-log-title">Combat log (GM)</h2>
    <ol class="log-list" role="log" aria-label="Combat log entries" aria-live="polite">
      ${lines.slice(-60).map((l) => html`<li data-serial=${l.serial}><span class="r">R${l.round}</span> ${l.private ? html`<span class="gm-private">private</span>` : nothing}${l.text}</li>`)}
    </ol>
  </section>`;
}
