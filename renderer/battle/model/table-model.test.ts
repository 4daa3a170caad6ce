import { describe, expect, it } from 'vitest';
import { chooseCommand, chooseDefence, decisionOf, type BattleCommand } from '../../../src/battle';
import { memoryOf } from '../../../src/battle/view';
import type { TableScreen } from '../../flow/table-flow';
import { battleSeats, battleWaiting, seatViewer } from '../flow';
import { createSession, type BattleSession } from '../session';
import { shippedBattle } from '../test-battle';
import { cellOutcome } from './cell-intent';
import { choicesFor, choiceStats } from './choices';
import { RUN_RGB, WALK_RGB } from './map-model';
import { tableModel, type TableModel } from './table-model';
import { freshUi, reduceUi, type TableUi } from './ui-state';

const START = { x: 0, y: 0 };

function modelOf(session: BattleSession, screen: TableScreen, ui: TableUi = freshUi(1)): TableModel {
  const battle = session.flow().context.battle;
  return tableModel({
    screen,
    sides: battle.sides,
    view: (v) => session.view(v),
    logs: (v) => memoryOf(session.memory(), v),
    ui,
    map: session.map,
    meta: session.meta,
    cursor: START,
    round: battle.clock.round,
  });
}

/** Plays until a human seat must take a turn (the computer's and the round's steps on the way). */
function toSeatTurn(session: BattleSession, maxSteps = 400): string | null {
  for (let i = 0; i < maxSteps; i++) {
    const w = battleWaiting(session.flow());
    if (w.kind === 'over') return null;
    if (w.kind === 'seat' && w.task === 'turn') return w.seat;
    const state = session.state();
    const d = decisionOf(session.flow());
    const command: BattleCommand | undefined = w.kind === 'seat' && d.kind === 'defence' ? chooseDefence(state, session.map, 'veteran') : undefined;
    const r = command ? session.send(command as Exclude<BattleCommand, { type: 'round.start' | 'round.end' }>) : session.aiStep();
    if (!r.ok) throw new Error(r.reason);
  }
  return null;
}

/** Names of units of other sides than the seat's, as the true state has them. */
function enemyNames(session: BattleSession, seat: string): string[] {
  const viewer = seatViewer(session.state(), seat);
  const mine = viewer.kind === 'sides' ? viewer.sides : [];
  return session.state().units.filter((u) => !mine.includes(u.side)).map((u) => u.name);
}

describe('the seat UI state', () => {
  it('starts afresh for a new sitting, and a taken command spends a pending run', () => {
    const ui = freshUi(3);
    expect(ui).toEqual({ sitting: 3, selected: null, target: null, hover: null, option: null, runAt: null, hold: null, patient: null, asked: null });
    const picked = reduceUi(ui, { type: 'run.pick', cell: { x: 2, y: 3 } });
    expect(picked.runAt).toEqual({ x: 2, y: 3 });
    expect(reduceUi(picked, { type: 'acted' }).runAt).toBeNull();
    expect(reduceUi(picked, { type: 'select', unit: 'a1' }).runAt).toBeNull();
    // No change, no new object: the controller redraws only on a change.
    expect(reduceUi(ui, { type: 'hover', cell: null })).toBe(ui);
    expect(reduceUi(picked, { type: 'run.pick', cell: { x: 2, y: 3 } })).toBe(picked);
  });
});

describe('the table model', () => {
  it('hot-seat: the hand-over names no unit and shows no board; each seat board names only enemies in its "In sight" list or its log', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human'], 'model');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    expect(battleSeats(state)).toEqual(['0', '1']);
    let boards = 0;
    for (let turn = 0; turn < 40; turn++) {
      const seat = toSeatTurn(session);
      if (seat === null) break;
      const all = session.state().units.map((u) => u.name);
      const handover = modelOf(session, { kind: 'handover', seat, task: 'turn' });
      expect(handover.viewer).toBeNull();
      expect(handover.map.hidden).toBe(true);
      expect(handover.map.view.units).toEqual([]);
      expect(handover.logs).toEqual({ lines: [], dice: [] });
      const shown = JSON.stringify({ side: handover.side, status: handover.status, cover: handover.coverSide, marks: handover.map.marks });
      for (const name of all) expect(shown, `hand-over holds ${name}`).not.toContain(name);

      const board = modelOf(session, { kind: 'board', seat, task: 'turn' });
      boards += 1;
      expect(board.map.hidden).toBe(false);
      const inSight = new Set(board.side.inSight.map((u) => u.name));
      const logText = board.logs.lines.map((l) => l.text).join('\n') + board.logs.dice.map((d) => `${d.title} ${d.lines.join(' ')}`).join('\n');
      const page = JSON.stringify({ side: board.side, status: board.status, units: board.map.view.units });
      for (const name of enemyNames(session, seat)) {
        if (page.includes(name)) expect(inSight.has(name) || logText.includes(name), `${name} shown to seat ${seat} outside "In sight" and its log`).toBe(true);
      }
      // The list holds the seat's own fighting units and every enemy the map draws.
      for (const u of board.map.view.units) expect(inSight.has(u.codeName), `${u.codeName} drawn but not listed`).toBe(true);
      const d = board.view?.decision;
      expect(d?.kind).toBe('turn');
      const acting = board.choices.acting;
      expect(acting).not.toBeNull();
      expect(board.side.bar?.unit.id).toBe(acting?.id);
      expect(board.side.bar?.endTurn.command).toEqual({ type: 'unit.end-turn', unit: acting?.id });
      // Walk and run areas are two distinct marks, and no cell is in both.
      expect(board.map.marks.walk.rgb).toBe(WALK_RGB);
      expect(board.map.marks.run.rgb).toBe(RUN_RGB);
      for (const i of board.map.marks.run.cells ?? []) expect(board.map.marks.walk.cells?.has(i)).toBe(false);
      const command = chooseCommand(session.state(), map, acting?.id ?? '', 'veteran');
      const r = session.send(command as Exclude<BattleCommand, { type: 'round.start' | 'round.end' }>);
      if (!r.ok) throw new Error(r.reason);
    }
    expect(boards).toBeGreaterThan(5);
    session.dispose();
  });

  it('works the acting unit\'s choices out once per battle change, not per hover', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'memo');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const seat = toSeatTurn(session);
    expect(seat).toBe('0');
    const screen: TableScreen = { kind: 'board', seat: '0', task: 'turn' };
    let ui = freshUi(1);
    const before = choiceStats.computed;
    modelOf(session, screen, ui);
    for (let x = 0; x < 10; x++) {
      ui = reduceUi(ui, { type: 'hover', cell: { x, y: 1 } });
      modelOf(session, screen, ui);
    }
    expect(choiceStats.computed - before).toBe(1);
    session.dispose();
  });

  it('a walk is taken on the first click, a run waits for a second one and says it uses the action', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'run');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    expect(toSeatTurn(session)).toBe('0');
    const screen: TableScreen = { kind: 'board', seat: '0', task: 'turn' };
    let ui = freshUi(1);
    const m = modelOf(session, screen, ui);
    const view = m.view;
    if (!view) throw new Error('no view');
    const choices = choicesFor(view, map, null);
    const me = choices.acting;
    if (!me) throw new Error('nobody acts');
    const cellOf = (i: number) => ({ x: i % map.width, y: Math.floor(i / map.width) });
    const walkAt = [...choices.walk][0];
    const runAt = [...choices.run][0];
    if (walkAt === undefined || runAt === undefined) throw new Error('no walk or run cell');
    const walk = cellOutcome({ view, screen, choices, ui, map, cell: cellOf(walkAt), unit: null });
    expect(walk).toEqual({ kind: 'command', command: { type: 'unit.move', unit: me.id, to: cellOf(walkAt) } });
    const first = cellOutcome({ view, screen, choices, ui, map, cell: cellOf(runAt), unit: null });
    expect(first).toEqual({ kind: 'ui', change: { type: 'run.pick', cell: cellOf(runAt) } });
    if (first.kind !== 'ui') throw new Error('expected a UI change');
    ui = reduceUi(ui, first.change);
    const pending = modelOf(session, screen, ui);
    expect(pending.side.move?.kind).toBe('run');
    expect(pending.side.move?.words).toMatch(/the run is .+'s action this turn/);
    expect(pending.side.move?.confirm).toMatchObject({ label: 'Run here (uses the action)', command: { type: 'unit.run', unit: me.id, to: cellOf(runAt) } });
    expect(pending.map.marks.path.rgb).toBe(RUN_RGB);
    expect(pending.side.move?.path[0]).toEqual(me.cell);
    const second = cellOutcome({ view, screen, choices, ui, map, cell: cellOf(runAt), unit: null });
    expect(second).toEqual({ kind: 'command', command: { type: 'unit.run', unit: me.id, to: cellOf(runAt) } });
    // Hovering a walk cell previews its meters and what is left.
    const hovered = modelOf(session, screen, reduceUi(freshUi(1), { type: 'hover', cell: cellOf(walkAt) }));
    expect(hovered.side.move?.kind).toBe('walk');
    expect(hovered.side.move?.words).toMatch(/^Walk \d+\.\d m to \(\d+, \d+\); \d+\.\d m of walk left\.$/);
    session.dispose();
  });

  it('an empty weapon says so, with the reload beside the attack', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'empty');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    expect(toSeatTurn(session)).toBe('0');
    const d = decisionOf(session.flow());
    const id = d.kind === 'turn' ? d.units[0] : undefined;
    // The same battle with the acting unit's magazine emptied.
    const emptied = {
      ...session.state(),
      units: session.state().units.map((u) => (u.id === id ? { ...u, weapons: u.weapons.map((w, i) => (i === u.weapon ? { ...w, loaded: 0 } : w)) } : u)),
    };
    const again = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: emptied });
    const m = modelOf(again, { kind: 'board', seat: '0', task: 'turn' });
    const bar = m.side.bar;
    expect(bar?.weapon?.empty).toBe(true);
    expect(bar?.targetNote).toMatch(/is empty: reload \(R\)/);
    expect(bar?.reload).toMatchObject({ id: 'reload', command: { type: 'unit.reload', unit: id }, enabled: true });
    expect(bar?.target.options[0]?.label).toBe('Weapon empty');
    expect(m.side.actions.some((a) => a.id === 'reload')).toBe(false);
    session.dispose();
    again.dispose();
  });
});

describe('the first-battle guide', () => {
  it('may open on a seat\'s own turn with its map on show; never behind a hand-over, on a computer\'s turn, on a dodge question or at the end', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'guide');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    expect(toSeatTurn(session)).toBe('0');
    expect(modelOf(session, { kind: 'board', seat: '0', task: 'turn' }).guide).toBe('ops');
    expect(modelOf(session, { kind: 'board', seat: '0', task: 'prompt' }).guide).toBeNull();
    expect(modelOf(session, { kind: 'handover', seat: '0', task: 'turn' }).guide).toBeNull();
    expect(modelOf(session, { kind: 'watching', seat: '0', computer: '1', paused: false, steps: 0 }).guide).toBeNull();
    expect(modelOf(session, { kind: 'cover', computer: '1', paused: false, steps: 0 }).guide).toBeNull();
    expect(modelOf(session, { kind: 'over' }).guide).toBeNull();
    session.dispose();
  });
});

describe('the cover preview on the map', () => {
  it('draws, from a hovered cell in reach or out of it, the cover it gives against each enemy in sight and nobody else', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'cover');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const screen: TableScreen = { kind: 'board', seat: '0', task: 'turn' };
    let checked = 0;
    let farChecked = 0;
    for (let turn = 0; turn < 60 && checked < 3; turn++) {
      if (toSeatTurn(session) === null) break;
      const board = modelOf(session, screen);
      const view = board.view;
      if (!view) throw new Error('no view');
      const enemies = view.inSight.filter((u) => u.status === 'fighting');
      const acting = board.choices.acting;
      const cellOf = (i: number) => ({ x: i % map.width, y: Math.floor(i / map.width) });
      const at = [...board.choices.walk, ...board.choices.run].map(cellOf).find((c) => !view.known.units.some((u) => u.cell.x === c.x && u.cell.y === c.y));
      if (enemies.length > 0 && at && acting) {
        checked += 1;
        const hovered = modelOf(session, screen, reduceUi(freshUi(1), { type: 'hover', cell: at }));
        expect(hovered.map.cover.map((l) => l.to)).toEqual(enemies.map((e) => e.cell));
        for (const l of hovered.map.cover) expect(l.from).toEqual(at);
        // The same words as the side panel's, one per enemy.
        expect(hovered.map.cover.map((l) => l.cover)).toEqual(hovered.side.move?.cover.map((c) => c.kind));
        for (const l of hovered.map.cover) expect(['full', 'partial', 'none', 'no line']).toContain(l.cover);
        // Behind a hand-over nothing is drawn.
        expect(modelOf(session, { kind: 'handover', seat: '0', task: 'turn' }, reduceUi(freshUi(1), { type: 'hover', cell: at })).map.cover).toEqual([]);
        // A free cell out of reach this turn: the same lines and the panel's words.
        const reach = new Set([...board.choices.walk, ...board.choices.run]);
        const far = [...Array(map.width * map.height).keys()]
          .filter((i) => !reach.has(i) && map.cells.blocksMove[i] === 0)
          .map(cellOf)
          .find((c) => !view.known.units.some((u) => u.cell.x === c.x && u.cell.y === c.y));
        if (far) {
          farChecked += 1;
          const beyond = modelOf(session, screen, reduceUi(freshUi(1), { type: 'hover', cell: far }));
          expect(beyond.side.move?.kind).toBe('out of reach');
          expect(beyond.map.cover.map((l) => l.to)).toEqual(enemies.map((e) => e.cell));
          for (const l of beyond.map.cover) expect(l.from).toEqual(far);
          expect(beyond.map.cover.map((l) => l.cover)).toEqual(beyond.side.move?.cover.map((c) => c.kind));
        }
      }
      const command = chooseCommand(session.state(), map, acting?.id ?? '', 'veteran');
      const r = session.send(command as Exclude<BattleCommand, { type: 'round.start' | 'round.end' }>);
      if (!r.ok) throw new Error(r.reason);
    }
    expect(checked).toBeGreaterThan(0);
    expect(farChecked).toBeGreaterThan(0);
    session.dispose();
  });
});

describe('the players\' status at a GM table', () => {
  it('says who acts without "paused": the computer the GM holds is the GM\'s business; the table\'s own status keeps it', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'held');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const held = modelOf(session, { kind: 'watching', seat: '0', computer: '1', paused: true, steps: 0 });
    expect(held.status).toMatch(/: paused$/);
    expect(held.playersStatus).toBe(held.status.replace(/: paused$/, ''));
    expect(held.playersStatus).not.toMatch(/paused/i);
    const covered = modelOf(session, { kind: 'cover', computer: '1', paused: true, steps: 0 });
    expect(covered.playersStatus).not.toMatch(/paused/i);
    const playing = modelOf(session, { kind: 'watching', seat: '0', computer: '1', paused: false, steps: 0 });
    expect(playing.playersStatus).toBe(playing.status);
    session.dispose();
  });
});
