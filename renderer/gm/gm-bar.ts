/**
 * The GM bar over the map, grouped as a GM expects from Foundry's or MapTool's tool groups: the
 * lens (view as, fog) always in sight, then three drop-downs — Computer (each computer side held
 * or playing, hold / release all, a step, who plays each side), GM tools (telling the players,
 * roll, note, add a unit, doors) and Players' display (open, blackout, ping, camera, the measuring
 * templates and the pinned ones) — and the logs row shown or folded away. One row that never
 * scrolls sideways at UI scale 100% or 150% (renderer/gm/README.md, "Layout"). While the GM holds
 * the computer, a banner under the bar says who is to move, the computer's next move, Step and
 * Release. Every control is a labelled button, so Tab reaches it; each names its key.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { SideId } from '../../src/battle';
import type { GmLens, GmPlan } from '../../src/battle/view';
import { anythingHeld, lensCycle, lensWords, type GmTable } from './gm-table';
import type { PinnedTemplate, TemplateShape } from './templates';

export interface GmBarModel {
  readonly table: GmTable;
  readonly sides: readonly { readonly id: SideId; readonly name: string }[];
  /** The sides the computer plays, each held (paused) by the GM or not. */
  readonly computer: readonly { readonly id: SideId; readonly name: string; readonly held: boolean }[];
  /** The computer mover the battle waits for now (a side's name, or the round's own steps), if any. */
  readonly mover: { readonly name: string; readonly held: boolean } | null;
  readonly plan: GmPlan | null;
  readonly canTimeline: boolean;
  /** The battle is a mission: the GM menu offers its panel (gm-mission.ts). */
  readonly mission: boolean;
}

export interface GmBarHandlers {
  lens(lens: GmLens): void;
  fog(): void;
  tell(): void;
  /** Hold everything, or release everything held. */
  holdAll(): void;
  hold(side: SideId): void;
  step(): void;
  timeline(): void;
  blackout(): void;
  ping(): void;
  pinCamera(): void;
  openProjector(): void;
  /** One of the GM's dialogs. */
  open(dialog: 'roll' | 'note' | 'add' | 'doors' | 'sides' | 'mission'): void;
  template(kind: TemplateShape['kind']): void;
  /** The next ruler or cone starts on the cursor cell (again: at the selected unit). */
  anchor(): void;
  removeTemplate(id: number): void;
  logs(): void;
}

const text = (e: Event): string => (e.target as HTMLInputElement).value;
const lensKey = (l: GmLens): string => (l.kind === 'side' ? `side:${l.side}` : l.kind);

/** A drop-down's entry: runs, then folds the drop-down unless it is a toggle the GM may press again. */
function entry(label: string, keys: string, run: () => void, opts: { pressed?: boolean; disabled?: boolean; keep?: boolean } = {}): TemplateResult {
  const click = (e: Event): void => {
    if (!opts.keep) (e.currentTarget as Element).closest('details')?.removeAttribute('open');
    run();
  };
  return html`<button type="button" class="btn small gm-entry" aria-pressed=${opts.pressed === undefined ? nothing : String(opts.pressed)} ?disabled=${opts.disabled ?? false} @click=${click}>
    <span>${label}</span>${keys ? html`<kbd>${keys}</kbd>` : nothing}
  </button>`;
}

/** Opening one drop-down folds the others. */
function folds(e: Event): void {
  const d = e.currentTarget as HTMLDetailsElement;
  if (!d.open) return;
  for (const other of d.closest('.gm-bar')?.querySelectorAll('details[open]') ?? []) if (other !== d) other.removeAttribute('open');
}

function menu(cls: string, summary: TemplateResult | string, title: string, body: TemplateResult, lit = false): TemplateResult {
  return html`<details class=${`gm-menu ${cls}`} @toggle=${folds}>
    <summary class=${lit ? 'btn small gm-lit' : 'btn small'} title=${title}>${summary}</summary>
    <div class="gm-menu-body">${body}</div>
  </details>`;
}

export function gmBar(m: GmBarModel, on: GmBarHandlers): TemplateResult {
  const t = m.table;
  const held = anythingHeld(t.held);
  const name = (id: SideId) => m.sides.find((s) => s.id === id)?.name ?? id;
  const lenses = lensCycle(m.sides.map((s) => s.id), t.fog);
  const pick = (e: Event) => {
    const l = lenses.find((x) => lensKey(x) === text(e));
    if (l) on.lens(l);
  };
  const lensOption = (l: GmLens) => (l.kind === 'gm' ? 'Everything' : l.kind === 'players' ? 'The players' : name(l.side));
  const computer = menu(
    'gm-computer',
    html`Computer${held ? html`<span class="visually-hidden"> (held)</span>` : nothing}`,
    'The computer sides: hold each, step, release; who plays each side',
    html`${m.computer.map(
        (c) => html`<button type="button" class="btn small gm-hold" aria-pressed=${String(c.held)} title=${c.held ? `${c.name} waits for Step (.) or a release` : `${c.name} plays at the table's pace; press to hold it`} @click=${() => on.hold(c.id)}>${c.name}: ${c.held ? 'held' : 'plays'}</button>`,
      )}
      ${entry(held ? 'Release all' : 'Hold all', ',', () => on.holdAll(), { keep: true })}
      ${entry('Step', '.', () => on.step(), { disabled: !m.mover?.held, keep: true })}
      ${entry('Who plays each side…', 'Shift+S', () => on.open('sides'))}`,
    held,
  );
  const tools = menu(
    'gm-tools',
    'GM',
    'GM tools: tell the players, roll, note, add a unit, doors',
    html`${entry(t.tell ? 'Edits told to the players' : 'Edits private', 'Shift+P', () => on.tell(), { pressed: t.tell, keep: true })}
      ${entry('Roll dice…', 'Shift+R', () => on.open('roll'))}
      ${entry('Note or announcement…', 'Shift+J', () => on.open('note'))}
      ${entry('Add a unit on the cursor…', 'Shift+A', () => on.open('add'))}
      ${entry('Doors…', 'Shift+Y', () => on.open('doors'))}
      ${m.mission ? entry('Mission: awareness, alarm, light…', '!', () => on.open('mission')) : nothing}
      ${m.canTimeline ? entry('Timeline…', 'Shift+T', () => on.timeline()) : nothing}`,
  );
  const display = menu(
    'gm-display',
    html`Display<span class="visually-hidden">${t.blackout ? ' (blackout)' : ''}${t.templates.pinned.length > 0 ? `, ${t.templates.pinned.length} pinned` : ''}</span>`,
    "The players' display: open it, blackout, ping, camera, the measuring templates",
    html`${entry('Open the players\' display', '', () => on.openProjector())}
      ${entry('Blackout', 'Shift+B', () => on.blackout(), { pressed: t.blackout, keep: true })}
      ${entry('Ping the cursor cell', 'Shift+G', () => on.ping(), { keep: true })}
      ${entry(t.pinned ? 'Camera pinned' : 'Follows my camera', 'Shift+I', () => on.pinCamera(), { pressed: t.pinned !== null, keep: true })}
      <p class="gm-menu-head">Measure from ${t.anchor ? `(${t.anchor.x}, ${t.anchor.y})` : 'the selected unit'} to the cursor</p>
      ${entry(t.anchor ? 'Start at the selected unit' : 'Start at the cursor cell', 'Shift+U', () => on.anchor(), { pressed: t.anchor !== null, keep: true })}
      ${entry('Ruler', 'Shift+L', () => on.template('ruler'), { keep: true })}
      ${entry('Flash-bang radius (2 m)', 'Shift+Z', () => on.template('radius'), { keep: true })}
      ${entry('Cone', 'Shift+C', () => on.template('cone'), { keep: true })}
      ${templateList(t.templates.pinned, (id) => on.removeTemplate(id))}`,
    t.blackout,
  );
  return html`<div class="gm-bar" role="toolbar" aria-label="GM controls">
    <label for="gm-lens" class="visually-hidden">View as</label>
    <select id="gm-lens" @change=${pick} aria-describedby="gm-lens-now" title="View as">
      ${lenses.map((l) => html`<option value=${lensKey(l)} ?selected=${lensKey(l) === lensKey(t.lens)}>View: ${lensOption(l)}</option>`)}
    </select>
    <label class="gm-fog"><input type="checkbox" .checked=${t.fog} ?disabled=${t.lens.kind === 'gm'} @change=${() => on.fog()} /> Fog</label>
    <span id="gm-lens-now" class="visually-hidden">${lensWords(t.lens, name)}</span>
    ${computer} ${tools} ${display}
    <button type="button" class="btn small gm-logs" aria-expanded=${String(t.logs)} title="Show the logs row, or fold it away so the map takes its height" @click=${() => on.logs()}>${t.logs ? 'Logs ▾' : 'Logs ▴'}</button>
    ${held ? heldBanner(m, on) : nothing}
  </div>`;
}

/** While anything is held: who is to move, the computer's next move, Step and Release, over the top of the map. */
function heldBanner(m: GmBarModel, on: GmBarHandlers): TemplateResult {
  return html`<div class="gm-held" role="status">
    ${m.mover ? html`<span class="gm-mover">To move: ${m.mover.name}${m.mover.held ? ' (held)' : ''}</span>` : html`<span class="dim">The computer is held</span>`}
    ${m.plan ? html`<span class="gm-plan" aria-label="The computer's next move">Next: ${m.plan.text}</span>` : nothing}
    <button type="button" class="btn small" ?disabled=${!m.mover?.held} @click=${() => on.step()}>Step <kbd>.</kbd></button>
    <button type="button" class="btn small" @click=${() => on.holdAll()}>Release all <kbd>,</kbd></button>
  </div>`;
}

export function templateList(pinned: readonly PinnedTemplate[], remove: (id: number) => void): TemplateResult | typeof nothing {
  if (pinned.length === 0) return nothing;
  return html`<ul class="gm-templates" aria-label="Pinned measures">
    ${pinned.map((p) => html`<li>${p.label} <button type="button" class="btn small" aria-label=${`Remove ${p.label}`} @click=${() => remove(p.id)}>×</button></li>`)}
  </ul>`;
}
