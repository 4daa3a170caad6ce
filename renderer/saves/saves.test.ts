import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveIdFor } from '../../src/contract';
import { createSaveCodec, type SaveSummary } from '../../src/save/index';
import { conspiracyKind, GAME_KINDS } from '../../src/save/kinds/index';
import { tacticalBattleKind } from '../../src/battle/save/battle-kind';
import { exportFileName, freeName, progressText, commandsText } from './format';
import { gameScreenFor, openSavedGame, registerGameScreen, resetGameScreens, takeOpenedGame } from './open-game';
import { readImportedSave } from './save-files';
import { SIDE_COLOURS, thumbnailPlan } from './thumbnail-plan';

const codec = createSaveCodec(GAME_KINDS);
const fixture = (name: string) => readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'saves', 'v1', name), 'utf8');
const conspiracyText = fixture('conspiracy-game.save.json');
const battleText = fixture('tactical-battle.save.json');

describe('import of save files', () => {
  it('accepts the golden saves of both kinds', () => {
    for (const text of [conspiracyText, battleText]) {
      const r = readImportedSave(codec, 'x.blacksite.json', text);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.loaded.replay).toEqual({ status: 'match' });
    }
  });

  it('refuses broken files with one sentence naming the file', () => {
    const cases: [string, RegExp][] = [
      [conspiracyText.slice(0, 1000), /^"f\.json" was not imported: this save file is cut off/],
      ['{"hello":1}', /^"f\.json" was not imported: this file is not a Blacksite save\.$/],
      ['', /^"f\.json" was not imported: the file is empty\.$/],
      [conspiracyText.replace('"formatVersion":1', '"formatVersion":99'), /^"f\.json" was not imported: .*newer/i],
    ];
    for (const [text, sentence] of cases) {
      const r = readImportedSave(codec, 'f.json', text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toMatch(sentence);
        // One sentence: a single full stop at the end (dots inside quotes and numbers aside).
        expect(r.reason.replace(/"[^"]*"/g, '""').replace(/\d\.\d/g, '')).toMatch(/^[^.!?]*[.!?]$/);
      }
    }
  });
});

describe('load-screen words', () => {
  it('names files, progress, counts and free import names', () => {
    expect(exportFileName('Three-Way Split (golden)')).toBe('three-way-split-golden.blacksite.json');
    expect(exportFileName('¡¡!!')).toBe('blacksite-save.blacksite.json');
    expect(progressText({ unit: 'turn', value: 10 })).toBe('Turn 10');
    expect(progressText({ unit: 'round', value: 5 })).toBe('Round 5');
    expect(commandsText(1)).toBe('1 command');
    const idOf = (n: string) => {
      const r = saveIdFor(n);
      return r.ok ? r.id : null;
    };
    expect(freeName('Night run', new Set(['night-run', 'night-run-2']), idOf)).toBe('Night run (3)');
    expect(freeName('Night run', new Set(), idOf)).toBe('Night run');
  });
});

describe('thumbnails', () => {
  const base: SaveSummary = { title: 't', progress: { unit: 'turn', value: 10 }, sides: ['Lakeside', 'Permian', 'Granite'], mapName: 'Three-Way Split' };

  it('draw the cell grid of a battle: terrain by its legend words, units in side colours', () => {
    const loaded = codec.load(battleText);
    if (!loaded.ok) throw new Error(loaded.reason);
    const plan = thumbnailPlan(loaded.save.summary, 'tactical-battle');
    expect(plan.type).toBe('shapes');
    if (plan.type !== 'shapes') return;
    expect([plan.width, plan.height]).toEqual([15, 3]);
    expect(plan.label).toBe('Map of ascii, 15 by 3 cells');
    const fills = plan.shapes.map((s) => s.fill);
    expect(fills).toContain(SIDE_COLOURS[0]);
    expect(fills).toContain(SIDE_COLOURS[1]);
    expect(fills).toContain('#c9ced6'); // the wall
  });

  it('draw the seats and the turn of a save without a map picture, and say so', () => {
    const plan = thumbnailPlan(base, 'conspiracy-game');
    expect(plan.type).toBe('shapes');
    if (plan.type !== 'shapes') return;
    expect(plan.label).toBe('No map picture in this save: 3 seats, turn 10');
    const texts = plan.shapes.flatMap((s) => (s.type === 'text' ? [s.text] : []));
    expect(texts).toEqual(['Lakeside', 'Permian', 'Granite', 'TURN 10', 'SEATS']);
  });

  it('show a picture the save carries', () => {
    const url = 'data:image/png;base64,iVBORw0KGgo=';
    expect(thumbnailPlan({ ...base, thumbnail: { type: 'data-url', url } }, 'conspiracy-game')).toEqual({ type: 'image', url, label: 'Picture of Three-Way Split' });
  });
});

describe('opening a save in the screen of its kind', () => {
  const loaded = codec.load(conspiracyText);
  if (!loaded.ok) throw new Error(loaded.reason);
  const game = { id: 'x', save: loaded.save, replay: loaded.replay, migratedFrom: 1 };

  it('refuses with a sentence when no screen plays the kind, parking nothing', () => {
    resetGameScreens();
    const routes: string[] = [];
    expect(openSavedGame(game, (r) => routes.push(r))).toBe(
      'This save holds a conspiracy game, and this version of Blacksite has no screen that plays a conspiracy game yet; the save is kept as it is.',
    );
    expect(routes).toEqual([]);
    expect(takeOpenedGame(conspiracyKind)).toBeNull();
  });

  it('navigates to the registered route and hands the save over once, to its own kind only', () => {
    resetGameScreens();
    registerGameScreen('conspiracy-game', '/conspiracy/play');
    expect(gameScreenFor('conspiracy-game')?.route).toBe('/conspiracy/play');
    const routes: string[] = [];
    expect(openSavedGame(game, (r) => routes.push(r))).toBeNull();
    expect(routes).toEqual(['/conspiracy/play']);
    expect(takeOpenedGame(tacticalBattleKind)).toBeNull();
    expect(takeOpenedGame('tactical-battle')).toBeNull();
    // Typed by the kind passed: the parts were checked by its schemas when the store loaded them.
    const taken = takeOpenedGame(conspiracyKind);
    expect(taken).toBe(game);
    expect(taken?.save.snapshot.serial).toBe(10);
    expect(takeOpenedGame('conspiracy-game')).toBeNull();
  });

  it('a save whose log does not replay is played on from its snapshot, so what the game saves next replays', () => {
    resetGameScreens();
    registerGameScreen('conspiracy-game', '/conspiracy/play');
    const json = JSON.parse(conspiracyText) as { snapshot: { round: number } };
    json.snapshot.round += 1;
    const tampered = codec.load(JSON.stringify(json));
    if (!tampered.ok) throw new Error(tampered.reason);
    expect(tampered.replay.status).toBe('mismatch');
    expect(openSavedGame({ id: 'x', save: tampered.save, replay: tampered.replay, migratedFrom: 1 }, () => undefined)).toBeNull();
    const taken = takeOpenedGame(conspiracyKind);
    if (!taken) throw new Error('nothing taken');
    // Undo and rewind stay off; the log starts at the saved state.
    expect(taken.replay.status).toBe('mismatch');
    expect(taken.save.commands).toEqual([]);
    expect(taken.save.initialState).toEqual(tampered.save.snapshot);
    const again = codec.checkForWrite(codec.serialize({ ...taken.save }));
    expect(again.ok && again.replay).toEqual({ status: 'match' });
    expect(codec.checkForWrite(codec.serialize(tampered.save)).ok).toBe(false);
  });
});
