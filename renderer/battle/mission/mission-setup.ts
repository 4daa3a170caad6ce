/**
 * "Mission" in the battle set-up (next to the plain battle): a shipped mission (maps/missions) or
 * one opened with "Open mission…", its briefing, who plays the intruders and the defenders, and
 * "Start mission". The file is read and checked by the core (src/battle/mission/file.ts, plan.ts):
 * a mission that names what its map or the shipped squads lack is refused in one sentence.
 */
import { readAgentFile } from '../../../src/agents/agent-file';
import { readSquadFile } from '../../../src/agents/squad-file';
import type { BlacksiteApi } from '../../../src/contract';
import { readMissionFile, type MissionFile } from '../../../src/battle/mission/file';
import { planMission, type MissionSources } from '../../../src/battle/mission/plan';
import { createMission } from '../../../src/battle/mission/setup';
import type { Controller } from '../../../src/battle';
import { shippedResolver, shippedSquads } from '../../characters/shipped';
import { loadBattleMap } from '../../maps/battle-map';
import { button, h, selectField as select } from '../../ui/dom';
import { setPrepared } from '../current';
import { CONTROLLERS, GM_CONTROLLERS, sideLetters, type ControllerChoice, type TableChoice, type TableMeta } from '../setup-model';

const shippedFiles = import.meta.glob<unknown>('../../../maps/missions/*.json', { eager: true, import: 'default' });

export interface MissionChoice {
  readonly key: string;
  readonly file: MissionFile;
  readonly source: 'shipped' | 'opened';
}

/** The shipped missions, by name. */
export function shippedMissions(): MissionChoice[] {
  const out: MissionChoice[] = [];
  for (const [key, value] of Object.entries(shippedFiles)) {
    const r = readMissionFile(value);
    if (r.ok) out.push({ key: `shipped:${key.replace(/^.*\//, '')}`, file: r.file, source: 'shipped' });
    else console.warn(`Shipped mission ${key} was skipped: ${r.reason}`);
  }
  return out.sort((a, b) => a.file.name.localeCompare(b.file.name));
}

/** Squads and agents a mission names: the shipped ones, or written into the mission. */
export const shippedMissionSources: MissionSources = {
  squad(ref) {
    if (typeof ref !== 'string') {
      const r = readSquadFile(ref, shippedResolver);
      return r.ok ? r : { ok: false, reason: r.reason };
    }
    const found = shippedSquads().find((s) => s.file === ref);
    return found ? { ok: true, squad: found.squad } : { ok: false, reason: `there is no shipped squad ${ref}; write the squad into the mission file instead.` };
  },
  agent(ref) {
    const got = shippedResolver(ref);
    if (!got.ok) return got;
    const a = readAgentFile(got.value);
    return a.ok ? { ok: true, agent: a.agent } : { ok: false, reason: a.reason };
  },
};

export interface MissionSetupDeps {
  readonly api: BlacksiteApi;
  readonly table: () => TableChoice;
  readonly seed: () => string;
  /** The battle map name of a map file a mission names: a shipped map, or one in the player's library; null when neither. */
  readonly mapName: (file: string) => string | null;
  readonly play: () => void;
}

/** The mission part of the set-up form; `element` is re-rendered on every change. */
export function missionSetup(deps: MissionSetupDeps): { readonly element: HTMLElement; render(): void } {
  const missions = shippedMissions();
  let chosen = missions.find((m) => m.file.name === 'Cold Ledger')?.key ?? missions[0]?.key ?? '';
  let intruders: ControllerChoice = 'human';
  let defenders: ControllerChoice = 'veteran';
  let busy = false;
  const element = h('div', { class: 'ms-setup' });
  const status = h('p', { class: 'status', role: 'status' });
  const picker = h('input', { type: 'file', accept: '.json,application/json', class: 'visually-hidden', id: 'ms-open-file', 'aria-label': 'Mission file' });
  picker.addEventListener('change', () => void opened());

  const current = (): MissionChoice | undefined => missions.find((m) => m.key === chosen);
  const fail = (why: string): void => {
    status.textContent = why;
    status.classList.add('error');
  };

  async function opened(): Promise<void> {
    const file = picker.files?.[0];
    picker.value = '';
    if (!file) return;
    status.classList.remove('error');
    let json: unknown;
    try {
      json = JSON.parse(await file.text()) as unknown;
    } catch {
      return fail(`${file.name} is not valid JSON.`);
    }
    const r = readMissionFile(json);
    if (!r.ok) return fail(`${file.name}: ${r.reason}`);
    const key = `opened:${file.name}:${missions.length}`;
    missions.push({ key, file: r.file, source: 'opened' });
    chosen = key;
    status.textContent = `Opened ${file.name}.`;
    render();
  }

  const controllerOf = (c: ControllerChoice, seat: number): Controller => (c === 'human' ? { kind: 'human', seat } : c === 'gm' ? { kind: 'human', seat: 1 } : { kind: 'computer', level: c });

  async function start(): Promise<void> {
    const m = current();
    if (!m || busy) return;
    busy = true;
    status.classList.remove('error');
    status.textContent = 'Loading the map…';
    try {
      const name = deps.mapName(m.file.map);
      if (!name) return fail(`${m.file.name} is played on ${m.file.map}, which is neither a shipped map nor in your map library: open it with "Open map…" first.`);
      const loaded = await loadBattleMap(deps.api, name);
      if (!loaded.ok) return fail(loaded.reason);
      const gm = deps.table() === 'gm';
      // Solo or hot-seat: human seats in order; at a GM table the players are seat 0, the GM's hand seat 1.
      const seatA = gm ? (intruders === 'gm' ? 1 : 0) : 0;
      const seatB = gm ? (defenders === 'gm' ? 1 : 0) : intruders === 'human' ? 1 : 0;
      const planned = planMission(m.file, loaded.map, shippedMissionSources, {
        seed: deps.seed(),
        mapName: name,
        controllers: { intruders: controllerOf(intruders, seatA), defenders: controllerOf(defenders, seatB) },
      });
      if (!planned.ok) return fail(planned.reason);
      const made = createMission(loaded.map, planned.plan);
      if (!made.ok) return fail(made.reason);
      const names = [planned.plan.sides[0].name, planned.plan.sides[1].name];
      const letters = sideLetters(names);
      const meta: TableMeta = {
        sides: planned.plan.sides.map((s, i) => ({ id: s.id, colour: i, letter: letters[i] ?? '?', codeColor: planned.colors[s.id] ?? '' })),
        agents: planned.agents,
        ...(gm ? { mode: 'gm' as const } : {}),
      };
      const title = `${m.file.name} · ${typeof loaded.map.properties.name === 'string' ? loaded.map.properties.name : name}`;
      setPrepared({ map: loaded.map, mapName: name, title, setup: null, meta, state: made.state, initial: made.state, commands: [], seed: planned.plan.seed, mission: { plan: planned.plan, briefing: planned.briefing } });
      deps.play();
    } finally {
      busy = false;
    }
  }

  function render(): void {
    const m = current();
    const gm = deps.table() === 'gm';
    const options = gm ? GM_CONTROLLERS : CONTROLLERS;
    if (!options.some(([v]) => v === intruders)) intruders = 'human';
    if (!options.some(([v]) => v === defenders)) defenders = 'veteran';
    element.replaceChildren(
      select('ms-mission', 'Mission', missions.map((x) => [x.key, `${x.file.name}${x.source === 'opened' ? ' (your file)' : ''}`] as const), chosen, (v) => {
        chosen = v;
        render();
      }),
      h('div', { class: 'ms-open' }, button('Open mission…', () => picker.click(), { class: 'btn small', id: 'ms-open' }), picker),
      m
        ? h('div', { class: 'ms-summary' },
            h('p', { class: 'dim' }, `On ${m.file.map.replace(/\.[^.]+$/, '').replace(/-/g, ' ')} · ${m.file.roundLimit} rounds${m.file.light ? ` · ${m.file.light === 'dark' ? 'at night' : m.file.light}` : ''} · ${m.file.objectives.length} objective${m.file.objectives.length === 1 ? '' : 's'}`),
            h('p', { class: 'ms-brief-text', id: 'ms-briefing' }, m.file.briefing))
        : h('p', {}, 'No mission: open a mission file.'),
      select('ms-intruders', 'Intruders played by', options, intruders, (v) => {
        intruders = v as ControllerChoice;
        render();
      }),
      select('ms-defenders', 'Defenders played by', options, defenders, (v) => {
        defenders = v as ControllerChoice;
        render();
      }),
      status,
      h('div', { class: 'actions' }, button('Start mission', () => void start(), { class: 'btn primary', id: 'ms-start', disabled: !m })),
    );
  }
  render();
  return { element, render };
}
