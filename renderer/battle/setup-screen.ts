/**
 * "New tactical battle": the map, 2-4 sides each played by a human seat or the
 * computer (with its level), each side's squad (a shipped squad, or agents hand-picked from the
 * roster and the shipped agents), code names and colours, and "Start battle". The defaults start
 * at once: a shipped map, shipped squads, one human seat against the computer.
 */
import './battle.css';
import { createBattle } from '../../src/battle';
import type { BlacksiteApi } from '../../src/contract';
import { COLORS } from '../../src/agents/names';
import { codeName } from '../../src/ops/character/code-names';
import { shippedMapNames } from '../assets-maps';
import { loadBattleMap } from '../maps/battle-map';
import { battleMapName } from '../maps/library';
import { createMapLibraryView } from '../maps/library-view';
import { createMapAdvice } from '../maker/setup-advice';
import type { Screen } from '../router';
import { button, h, selectField as select } from '../ui/dom';
import { freshSeed, preparedFrom, setPrepared } from './current';
import { loadPool } from './pool';
import { buildSetup, defaultDraft, draftProblems, MAX_SIDES, MIN_SIDES, membersOf, newSide, SIDE_PALETTE, sideLetters, withDraftHouseRules, CONTROLLERS, GM_CONTROLLERS, type ControllerChoice, type Pool, type TableChoice, type SetupDraft, type SideDraft } from './setup-model';
import { houseRulesFrom } from '../../src/battle/state/house-rules';
import { houseRulesForm } from '../screens/house-rules-form';
import { missionSetup } from './mission/mission-setup';
import { parseUserMapName } from '../../src/contract/maps';

export interface SetupDeps {
  readonly api: BlacksiteApi;
  readonly play: () => void;
  readonly back: () => void;
  /** The map to start on (a battle map name: the map maker's Play). */
  readonly map?: string;
  /** Opens the map maker: a new map, or `map` to paint on. */
  readonly makeMap?: (map?: string) => void;
}

const TABLES: ReadonlyArray<readonly [TableChoice, string]> = [
  ['seats', 'Solo or hot-seat (human seats at this screen)'],
  ['gm', 'GM table (the GM runs it; the players watch the projector)'],
];

const title = (name: string): string => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * A text field: its value goes into the draft as it is typed, and the form is only touched up in
 * place (no re-render): a re-render on `change` would replace the "Start battle" button under a
 * pressed pointer, and the first click after typing would be lost.
 */
function input(id: string, label: string, value: string, onInput: (v: string) => void, attrs: Record<string, string> = {}): HTMLElement {
  const el = h('input', { id, value, ...attrs });
  el.addEventListener('input', () => onInput(el.value));
  return h('div', { class: 'field' }, h('label', { for: id }, label), el);
}

export async function battleSetupScreen(deps: SetupDeps): Promise<Screen> {
  const { pool, warning } = await loadPool(deps.api);
  const shipped = shippedMapNames();
  let maps = [...shipped];
  // Maps opened with "Open map…" (renderer/maps/): battle name -> title.
  let yours = new Map<string, string>();
  // The house rules new battles start from (Settings); this battle may change them.
  const defaults = houseRulesFrom((await deps.api.settings.get()).settings.houseRules).rules;
  let draft: SetupDraft = defaultDraft(pool, maps, freshSeed(), defaults);
  // A map asked for (the map maker's Play): a shipped one now, one of yours once the library is listed.
  let wanted = deps.map;
  if (wanted && maps.includes(wanted)) {
    draft = { ...draft, map: wanted };
    wanted = undefined;
  }
  const advice = createMapAdvice(deps.api, (name) => deps.makeMap?.(name));
  // A covert mission instead of the plain battle (renderer/battle/mission/mission-setup.ts).
  let kind: 'battle' | 'mission' = 'battle';
  const mission = missionSetup({
    api: deps.api,
    table: () => draft.table,
    seed: () => draft.seed,
    mapName: (file) => {
      const base = file.replace(/\.tmj$/, '');
      if (shipped.includes(base)) return base;
      return [...yours.keys()].find((m) => parseUserMapName(m)?.fileName === file) ?? null;
    },
    play: deps.play,
  });
  const element = h('section', { class: 'bt-setup', 'aria-labelledby': 'bt-setup-title' });
  const status = h('p', { class: 'status', role: 'status' });
  let busy = false;

  const setSide = (i: number, change: Partial<SideDraft>): void => {
    draft = { ...draft, sides: draft.sides.map((s, k) => (k === i ? { ...s, ...change } : s)) };
    render();
  };
  // Kept across renders: the start button and the problems list are updated in place.
  const startBtn = button('Start battle', () => void start(), { class: 'btn primary' });
  const problemsHost = h('div', { class: 'problems-host' });
  /** A typed change: the draft, then only what depends on it (problems, side letters, code names). */
  const typed = (next: SetupDraft): void => {
    draft = next;
    touchUp();
  };
  const touchUp = (): void => {
    const problems = draftProblems(draft, pool, maps);
    startBtn.disabled = problems.length > 0;
    problemsHost.replaceChildren(...(problems.length > 0 ? [h('ul', { class: 'problems', role: 'alert' }, ...problems.map((p) => h('li', {}, p)))] : []));
    const letters = sideLetters(draft.sides.map((d) => d.name));
    draft.sides.forEach((side, i) => {
      const swatch = element.querySelector(`#bt-side-${i + 1}-swatch`);
      if (swatch) swatch.textContent = letters[i] ?? '?';
      membersOf(pool, side.squad).forEach((m, k) => {
        const code = element.querySelector(`#bt-side-${i + 1}-code-${k}`);
        if (code) code.textContent = codeName(side.animals[k]?.trim() || m.animal, side.codeColor);
      });
    });
  };
  const typedSide = (i: number, change: Partial<SideDraft>): void => typed({ ...draft, sides: draft.sides.map((s, k) => (k === i ? { ...s, ...change } : s)) });

  const sideForm = (side: SideDraft, i: number, p: Pool): HTMLElement => {
    const n = i + 1;
    const squadOptions: (readonly [string, string])[] = [
      ...p.squads.map((s) => [`squad:${s.key}`, `${s.squad.name} (${s.squad.members.length} agents, shipped squad)`] as const),
      ['agents', 'Hand-picked agents'],
    ];
    const squadValue = side.squad.kind === 'squad' ? `squad:${side.squad.key}` : 'agents';
    const members = membersOf(p, side.squad);
    const picked = side.squad.kind === 'agents' ? side.squad.keys : [];
    const colours = SIDE_PALETTE.map((c, k) => [String(k), `${c.name}`] as const);
    const swatch = h('span', { id: `bt-side-${n}-swatch`, class: `chip c${side.colour}`, 'aria-hidden': 'true' }, sideLetters(draft.sides.map((d) => d.name))[i] ?? '?');
    return h('fieldset', { class: 'side-form' },
      h('legend', {}, swatch, ` Side ${n}`),
      input(`bt-side-${n}-name`, `Side ${n} name`, side.name, (v) => typedSide(i, { name: v })),
      select(`bt-side-${n}-ctl`, `Side ${n} played by`, draft.table === 'gm' ? GM_CONTROLLERS : CONTROLLERS, side.controller, (v) => setSide(i, { controller: v as ControllerChoice })),
      select(`bt-side-${n}-squad`, `Side ${n} squad`, squadOptions, squadValue, (v) => {
        if (v === 'agents') setSide(i, { squad: { kind: 'agents', keys: members.map((m) => p.agents.find((a) => a.agent.name === m.name && a.agent.animal === m.animal)?.key).filter((k): k is string => k !== undefined) }, animals: [] });
        else {
          const key = v.slice('squad:'.length);
          const sq = p.squads.find((s) => s.key === key);
          setSide(i, { squad: { kind: 'squad', key }, codeColor: sq?.squad.color ?? side.codeColor, name: sq?.squad.name ?? side.name, animals: [] });
        }
      }),
      side.squad.kind === 'agents'
        ? h('fieldset', { class: 'pick' }, h('legend', {}, `Agents of side ${n}`),
            ...p.agents.map((a, k) => {
              const id = `bt-side-${n}-agent-${k}`;
              const box = h('input', { type: 'checkbox', id, checked: picked.includes(a.key) });
              box.addEventListener('change', () => setSide(i, { squad: { kind: 'agents', keys: box.checked ? [...picked, a.key] : picked.filter((x) => x !== a.key) }, animals: [] }));
              return h('label', { for: id, class: 'pick-row' }, box, ` ${a.agent.name} “${a.agent.animal}”${a.agent.specialty ? ` · ${a.agent.specialty}` : ''} · ${a.source === 'roster' ? 'roster' : 'shipped'}`);
            }))
        : null,
      select(`bt-side-${n}-code`, `Side ${n} code colour`, COLORS.map((c) => [c, c] as const), side.codeColor, (v) => setSide(i, { codeColor: v })),
      select(`bt-side-${n}-colour`, `Side ${n} token colour`, colours, String(side.colour), (v) => setSide(i, { colour: Number(v) })),
      h('ul', { class: 'members', 'aria-label': `Code names of side ${n}` },
        ...members.map((m, k) => {
          const id = `bt-side-${n}-animal-${k}`;
          const el = h('input', { id, value: side.animals[k] ?? m.animal, size: 12, 'aria-label': `Animal code name of ${m.name}` });
          el.addEventListener('input', () => {
            const now = draft.sides[i] ?? side;
            const animals = members.map((mm, j) => now.animals[j] ?? mm.animal);
            animals[k] = el.value;
            typedSide(i, { animals });
          });
          return h('li', {}, h('span', { class: 'code', id: `bt-side-${n}-code-${k}` }, codeName(side.animals[k]?.trim() || m.animal, side.codeColor)), h('span', { class: 'dim' }, m.name), el);
        })),
      draft.sides.length > MIN_SIDES ? button(`Remove side ${n}`, () => {
        draft = { ...draft, sides: draft.sides.filter((_, k) => k !== i) };
        render();
      }) : null);
  };

  const library = createMapLibraryView({
    api: deps.api,
    ...(deps.makeMap ? { makeMap: deps.makeMap } : {}),
    choose: (name) => {
      draft = { ...draft, map: name };
      render();
    },
    changed: (entries) => {
      yours = new Map(entries.map((e) => [battleMapName(e), e.title]));
      maps = [...shipped, ...yours.keys()];
      if (wanted && maps.includes(wanted)) {
        draft = { ...draft, map: wanted };
        wanted = undefined;
      }
      if (!maps.includes(draft.map)) draft = { ...draft, map: shipped.includes('warehouse') ? 'warehouse' : (maps[0] ?? '') };
      render();
    },
  });

  const start = async (): Promise<void> => {
    if (busy) return;
    const problems = draftProblems(draft, pool, maps);
    if (problems.length > 0) return;
    busy = true;
    status.textContent = 'Loading the map…';
    const loaded = await loadBattleMap(deps.api, draft.map);
    if (!loaded.ok) {
      busy = false;
      status.textContent = loaded.reason;
      status.classList.add('error');
      return;
    }
    const { setup, meta } = buildSetup(draft, pool);
    const made = createBattle(loaded.map, setup);
    busy = false;
    if (!made.ok) {
      status.textContent = made.reason;
      status.classList.add('error');
      return;
    }
    const mapTitle = typeof loaded.map.properties.name === 'string' ? loaded.map.properties.name : (yours.get(draft.map) ?? title(draft.map));
    setPrepared(preparedFrom({ map: loaded.map, mapName: draft.map, title: mapTitle, setup, meta, state: made.state }));
    deps.play();
  };

  /** The plain battle's part of the form: map, seed, house rules, sides, start. */
  const plainBattle = (): (HTMLElement | null)[] => [
    select('bt-map', 'Map', maps.map((m) => [m, yours.has(m) ? `${yours.get(m) ?? m} (your map)` : title(m)] as const), draft.map, (v) => {
      draft = { ...draft, map: v };
      render();
    }),
    library.element,
    advice.element,
    input('bt-seed', 'Seed', draft.seed, (v) => typed({ ...draft, seed: v.trim() || freshSeed() })),
    houseRulesForm({
      idPrefix: 'bt-house',
      rules: draft.houseRules,
      legend: 'House rules for this battle',
      // Only a new computer level changes other fields (the sides' controllers): the rest is touched up in place.
      onChange: (next) => {
        const relevel = next.computerLevel !== draft.houseRules.computerLevel;
        draft = withDraftHouseRules(draft, next);
        if (relevel) render();
        else touchUp();
      },
    }).element,
    h('div', { class: 'sides' }, ...draft.sides.map((s, i) => sideForm(s, i, pool))),
    draft.sides.length < MAX_SIDES ? button('Add a side', () => {
      draft = { ...draft, sides: [...draft.sides, newSide(pool, draft.sides.length, draft.sides.map((s) => s.colour), draft.houseRules.computerLevel)] };
      render();
    }) : null,
    problemsHost,
    status,
    h('div', { class: 'actions' }, startBtn, button('Back to the menu', deps.back)),
  ];

  const render = (): void => {
    const focused = document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement.id : '';
    element.replaceChildren(
      h('div', { class: 'sheet wide' },
        h('p', { class: 'stamp' }, 'Operation order'),
        h('h1', { id: 'bt-setup-title', tabindex: -1 }, 'New tactical battle'),
        warning ? h('p', { class: 'status error', role: 'alert' }, warning) : null,
        select('bt-kind', 'Kind of battle', [['battle', 'Battle (two to four sides fight)'], ['mission', 'Mission (intruders against guards: R-OPS-39..47)']], kind, (v) => {
          kind = v === 'mission' ? 'mission' : 'battle';
          render();
        }),
        select('bt-table', 'Table', TABLES, draft.table, (v) => {
          const table = v === 'gm' ? 'gm' : 'seats';
          // Leaving a GM table, the GM's own sides go to the computer.
          draft = { ...draft, table, sides: table === 'gm' ? draft.sides : draft.sides.map((x) => (x.controller === 'gm' ? { ...x, controller: 'veteran' } : x)) };
          render();
        }),
        ...(kind === 'mission' ? [input('bt-seed', 'Seed', draft.seed, (v) => typed({ ...draft, seed: v.trim() || freshSeed() })), mission.element, h('div', { class: 'actions' }, button('Back to the menu', deps.back))] : []),
        ...(kind === 'battle' ? plainBattle() : [])));
    if (kind === 'mission') mission.render();
    touchUp();
    advice.update(draft.map);
    if (focused) document.getElementById(focused)?.focus();
  };
  render();
  void library.refresh();
  return { element };
}
