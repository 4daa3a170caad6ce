/**
 * The tactical battle and the saves (issue 8's store, renderer/saves): an autosave after every
 * round, the open game handed to the host for the autosave on quit, and a battle opened from the
 * load screen turned back into a table. Save, save-as, undo and rewind belong to the save
 * controller (renderer/saves), which can take this battle over through the same pieces.
 */
import type { BattleCommand, BattleState } from '../../src/battle';
import { battleSave, tacticalBattleKind, type BattleSave } from '../../src/battle/save/battle-kind';
import type { BlacksiteApi } from '../../src/contract';
import { buildSave } from '../../src/save/build-save';
import { loadShippedMap } from '../assets-maps';
import { registerGameScreen, takeOpenedGame } from '../saves/open-game';
import type { PreparedBattle } from './current';
import type { BattleSession } from './session';
import type { TableMeta } from './setup-model';

export const BATTLE_ROUTE = '/battle/play';

/** Call once at start-up: the load screen then opens tactical battles on the table. */
export function registerBattleScreen(): void {
  registerGameScreen('tactical-battle', BATTLE_ROUTE);
}

export interface AutosaveInput {
  readonly api: BlacksiteApi;
  readonly session: BattleSession;
  readonly initial: BattleState;
  readonly seed: string;
  /** A sentence for the status line when the store refuses. */
  readonly report: (text: string) => void;
}

/** Builds the save of the battle as it stands now. */
export function currentSave(session: BattleSession, initial: BattleState, seed: string, appVersion: string, createdAt: string) {
  const now = new Date().toISOString();
  return buildSave<BattleSave, BattleCommand>(tacticalBattleKind, {
    title: `${session.title} — ${session.state().sides.map((s) => s.name).join(' vs ')}`,
    seed,
    initialState: battleSave(initial, session.map),
    commands: session.commands(),
    state: battleSave(session.state(), session.map),
    appVersion,
    createdAt,
    updatedAt: now,
  });
}

/** Autosaves after every round (issue 5 with issue 8): call `roundEnded` when the round counter moves. */
export function battleAutosave(input: AutosaveInput): { roundEnded(): void; dispose(): void } {
  const createdAt = new Date().toISOString();
  let version = '';
  let writing = false;
  let disposed = false;
  void input.api.app.info().then((i) => (version = i.version)).catch(() => undefined);
  return {
    roundEnded() {
      if (writing || disposed) return;
      writing = true;
      const save = currentSave(input.session, input.initial, input.seed, version || '0.0.0', createdAt);
      void Promise.all([input.api.saves.autosave({ save }), input.api.saves.keepForQuit({ save })])
        .catch((error: unknown) => input.report(`The autosave failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (writing = false));
    },
    dispose() {
      disposed = true;
      void input.api.saves.keepForQuit({ save: null }).catch(() => undefined);
    },
  };
}

/** Colours by side order and letters from side names, for a battle that comes without its set-up. */
export function defaultMeta(state: BattleState): TableMeta {
  const used = new Set<string>();
  return {
    sides: state.sides.map((s, i) => {
      const initial = (s.name.trim()[0] ?? '').toUpperCase();
      const letter = initial && !used.has(initial) ? initial : String.fromCharCode(65 + i);
      used.add(letter);
      return { id: s.id, colour: i % 4, letter, codeColor: '' };
    }),
    agents: {},
  };
}

/** The battle the load screen opened, as a table can play it; a sentence when it cannot be. */
export async function openedBattle(): Promise<PreparedBattle | string | null> {
  const opened = takeOpenedGame('tactical-battle');
  if (!opened) return null;
  const snapshot = opened.save.snapshot as BattleSave;
  const initial = opened.save.initialState as BattleSave;
  const name = snapshot.battle.map.name;
  const loaded = await loadShippedMap(name);
  if (!loaded.ok) return `This battle was fought on the map "${name}", which this version of Blacksite does not ship.`;
  return {
    map: loaded.map,
    mapName: name,
    title: typeof loaded.map.properties.name === 'string' ? loaded.map.properties.name : name,
    setup: null,
    meta: defaultMeta(snapshot.battle),
    state: snapshot.battle,
    initial: initial.battle,
    commands: opened.save.commands as BattleCommand[],
    seed: opened.save.seed,
  };
}
