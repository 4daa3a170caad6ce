/**
 * The GM's own mission (map, sides, objective, team, days), and adding agents to the team from the
 * roster or from an agent file (their records come with them).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { MissionDraft, MapZone } from '../model/mission-draft';
import type { Send } from './intents';

export interface EditorModel {
  readonly draft: MissionDraft;
  readonly maps: readonly { readonly value: string; readonly label: string }[];
  readonly squads: readonly { readonly value: string; readonly label: string }[];
  readonly roster: readonly { readonly id: string; readonly label: string }[];
  readonly zones: readonly MapZone[];
  readonly problems: readonly string[];
}

const str = (e: Event): string => (e.target as HTMLInputElement).value;
const num = (e: Event): number => Number((e.target as HTMLInputElement).value);

export function editorTemplate(m: EditorModel, send: Send): TemplateResult {
  const d = m.draft;
  const set = (patch: Partial<MissionDraft>) => send({ kind: 'mission.edit', draft: { ...d, ...patch } });
  const field = (id: string, label: string, control: TemplateResult) => html`<div class="field"><label for=${id}>${label}</label>${control}</div>`;
  return html`<section class="cp-editor" aria-labelledby="cp-editor-title">
    <p class="stamp">A mission of your own</p>
    <h2 id="cp-editor-title" tabindex="-1">Add a mission</h2>
    ${field('cp-ed-title', 'Title', html`<input id="cp-ed-title" .value=${d.title} @input=${(e: Event) => set({ title: str(e) })} />`)}
    ${field('cp-ed-brief', 'Briefing', html`<textarea id="cp-ed-brief" rows="3" .value=${d.briefing} @input=${(e: Event) => set({ briefing: str(e) })}></textarea>`)}
    ${field('cp-ed-map', 'Map', html`<select id="cp-ed-map" @change=${(e: Event) => set({ map: str(e), objective: -1 })}>${m.maps.map((o) => html`<option value=${o.value} ?selected=${o.value === d.map}>${o.label}</option>`)}</select>`)}
    ${field('cp-ed-zone', 'The team deploys', html`<select id="cp-ed-zone" @change=${(e: Event) => set({ teamZone: str(e) === 'b' ? 'b' : 'a' })}>
      <option value="a" ?selected=${d.teamZone === 'a'}>in the map's first spawn zone (the enemy in the second)</option>
      <option value="b" ?selected=${d.teamZone === 'b'}>in the map's second spawn zone (the enemy in the first)</option></select>`)}
    ${field('cp-ed-goal', 'Objective', html`<select id="cp-ed-goal" @change=${(e: Event) => set({ objective: num(e) })}>
      <option value="-1" ?selected=${d.objective < 0}>Hold the field (the last side able to fight)</option>
      ${m.zones.map((z, i) => html`<option value=${i} ?selected=${d.objective === i}>Reach ${z.name}</option>`)}</select>`)}
    ${field('cp-ed-enemy', 'Enemy', html`<select id="cp-ed-enemy" @change=${(e: Event) => set({ enemy: str(e), enemyName: m.squads.find((s) => s.value === str(e))?.label ?? d.enemyName })}>
      ${m.squads.map((s) => html`<option value=${s.value} ?selected=${s.value === d.enemy}>${s.label}</option>`)}
      <option value="roster" ?selected=${d.enemy === 'roster'}>Agents of the roster…</option></select>`)}
    ${d.enemy === 'roster'
      ? html`<fieldset class="cp-pick-roster"><legend>The enemy's agents</legend>${m.roster.length === 0 ? html`<p class="dim small">The roster is empty.</p>` : nothing}
          ${m.roster.map((r) => html`<label><input type="checkbox" .checked=${d.rosterPicks.includes(r.id)}
            @change=${() => set({ rosterPicks: d.rosterPicks.includes(r.id) ? d.rosterPicks.filter((x) => x !== r.id) : [...d.rosterPicks, r.id] })} /> ${r.label}</label>`)}</fieldset>`
      : nothing}
    ${field('cp-ed-ename', 'Enemy name', html`<input id="cp-ed-ename" .value=${d.enemyName} @input=${(e: Event) => set({ enemyName: str(e) })} />`)}
    ${field('cp-ed-ctl', 'Played by', html`<select id="cp-ed-ctl" @change=${(e: Event) => set({ controller: str(e) === 'gm' ? 'gm' : str(e) === 'recruit' ? 'recruit' : 'veteran' })}>
      <option value="veteran" ?selected=${d.controller === 'veteran'}>Computer (veteran)</option>
      <option value="recruit" ?selected=${d.controller === 'recruit'}>Computer (recruit)</option>
      <option value="gm" ?selected=${d.controller === 'gm'}>The GM, by hand (GM table)</option></select>`)}
    ${field('cp-ed-min', 'Agents, at least', html`<input id="cp-ed-min" type="number" min="1" max="12" .value=${String(d.min)} @change=${(e: Event) => set({ min: num(e) })} />`)}
    ${field('cp-ed-max', 'Agents, at most', html`<input id="cp-ed-max" type="number" min="1" max="12" .value=${String(d.max)} @change=${(e: Event) => set({ max: num(e) })} />`)}
    ${field('cp-ed-days', 'Days before it', html`<input id="cp-ed-days" type="number" min="0" max="3650" .value=${String(d.daysBefore)} @change=${(e: Event) => set({ daysBefore: num(e) })} />`)}
    ${field('cp-ed-rounds', 'Round limit', html`<input id="cp-ed-rounds" type="number" min="1" max="1000" .value=${String(d.maxRounds)} @change=${(e: Event) => set({ maxRounds: num(e) })} />`)}
    ${m.problems.length > 0 ? html`<ul class="problems">${m.problems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
    <div class="actions">
      <button type="button" class="btn primary" ?disabled=${m.problems.length > 0} @click=${() => send({ kind: 'mission.add' })}>Add the mission</button>
      <button type="button" class="btn" @click=${() => send({ kind: 'home' })}>Back</button>
    </div>
  </section>`;
}

export interface AgentsModel {
  readonly roster: readonly { readonly id: string; readonly label: string; readonly record: string; readonly onTeam: boolean }[];
}

export function agentsTemplate(m: AgentsModel, send: Send): TemplateResult {
  return html`<section class="cp-editor" aria-labelledby="cp-agents-title">
    <p class="stamp">Recruitment</p>
    <h2 id="cp-agents-title" tabindex="-1">Add agents to the team</h2>
    <p class="dim small">An agent joins with the record it brings: missions, EP, raises, wounds still healing.</p>
    <ul class="cp-list">${m.roster.map(
      (r) => html`<li>${r.label} <span class="dim small">${r.record}</span>
        <button type="button" class="btn small" ?disabled=${r.onTeam} aria-label=${`Add ${r.label}`} @click=${() => send({ kind: 'agent.roster', rosterId: r.id })}>${r.onTeam ? 'On the team' : 'Add'}</button></li>`,
    )}</ul>
    ${m.roster.length === 0 ? html`<p class="dim">The roster is empty: build agents in Characters, or open an agent file.</p>` : nothing}
    <div class="actions">
      <button type="button" class="btn" @click=${() => send({ kind: 'agent.import' })}>Open an agent file…</button>
      <button type="button" class="btn" @click=${() => send({ kind: 'home' })}>Back</button>
    </div>
  </section>`;
}
