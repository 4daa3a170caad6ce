import { describe, expect, it } from 'vitest';
import { decisionOf, flowAt, flowSend, type BattleCommand } from '../../src/battle';
import { emptyGmMemory, playersFacts, rememberGm } from '../../src/battle/view';
import { asciiBattle, computer } from '../../src/battle/test-helpers/squads';
import { actionFor } from '../table/keyboard';
import { BATTLE_KEY_HELP, battleKey } from '../battle/battle-keys';
import { doorCommand, editPanel, nextDoorState, panelCommand, placeCommand, removeCommand, turnCommand } from './gm-edits-model';
import { GM_KEY_HELP, gmKey } from './gm-keys';
import { gmOverlay, parseGmOverlay, PING_RINGS, pingRings } from './gm-projector';
import { GM_SEAT, gmWaiting, playerSides } from './gm-seats';
import { GM_TABLE, gmTableStep, lensCycle, lensWords } from './gm-table';

describe('the GM table state', () => {
  it('Shift+V walks everything, the players, then each side; the fog choice carries over', () => {
    let t = GM_TABLE;
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(lensWords(t.lens, (id) => `Side ${id.toUpperCase()}`));
      t = gmTableStep(t, { type: 'view-as.next', sides: ['a', 'b'] });
    }
    expect(seen).toEqual(['Everything (GM)', 'As the players (fog on)', 'As Side A (fog on)', 'As Side B (fog on)']);
    expect(t.lens).toEqual({ kind: 'gm' });
    t = gmTableStep(gmTableStep(t, { type: 'view-as.next', sides: ['a', 'b'] }), { type: 'fog.toggle' });
    expect(t.lens).toEqual({ kind: 'players', fog: false });
    t = gmTableStep(t, { type: 'view-as.next', sides: ['a', 'b'] });
    expect(t.lens).toEqual({ kind: 'side', side: 'a', fog: false });
    expect(lensCycle(['a'], true)).toHaveLength(3);
  });

  it('pings count up, the camera pins and follows, templates pin and go newest first', () => {
    let t = gmTableStep(GM_TABLE, { type: 'ping', cell: { x: 3, y: 4 } });
    t = gmTableStep(t, { type: 'ping', cell: { x: 3, y: 4 } });
    expect(t.ping).toEqual({ cell: { x: 3, y: 4 }, serial: 2 });
    t = gmTableStep(t, { type: 'camera.pin', camera: { x: 10, y: 20, zoom: 1.5 } });
    expect(t.pinned).toEqual({ x: 10, y: 20, zoom: 1.5 });
    const map = { metersPerTile: 2, width: 10, height: 10 };
    t = gmTableStep(t, { type: 'template.pin', map, shape: { kind: 'radius', centre: { x: 1, y: 1 }, meters: 2 }, weapon: null });
    t = gmTableStep(t, { type: 'template.pin', map, shape: { kind: 'ruler', from: { x: 0, y: 0 }, to: { x: 3, y: 0 } }, weapon: null });
    t = gmTableStep(t, { type: 'template.remove-newest' });
    expect(t.templates.pinned.map((x) => x.label)).toEqual(['Radius 2.0 m']);
    expect(gmTableStep(t, { type: 'camera.follow' }).pinned).toBeNull();
  });

  it('a chosen start serves the next template only; the same cell again takes it away', () => {
    const map = { metersPerTile: 2, width: 10, height: 10 };
    let t = gmTableStep(GM_TABLE, { type: 'anchor', cell: { x: 4, y: 4 } });
    expect(t.anchor).toEqual({ x: 4, y: 4 });
    expect(gmTableStep(t, { type: 'anchor', cell: { x: 4, y: 4 } }).anchor).toBeNull();
    t = gmTableStep(t, { type: 'template.pin', map, shape: { kind: 'cone', origin: { x: 4, y: 4 }, toward: { x: 4, y: 0 }, degrees: 60 }, weapon: null });
    expect(t.anchor).toBeNull();
    expect(t.templates.pinned).toHaveLength(1);
  });

  it('the logs row folds away and comes back; nothing else moves', () => {
    const folded = gmTableStep(GM_TABLE, { type: 'logs.toggle' });
    expect(folded).toEqual({ ...GM_TABLE, logs: false });
    expect(gmTableStep(folded, { type: 'logs.toggle' })).toEqual(GM_TABLE);
  });
});

describe('GM keys', () => {
  it('every GM key is listed in the help and takes no key of the map or the battle', () => {
    const names = ['shift+e', 'shift+enter', '[', ']', 'delete', 'shift+a', 'shift+o', 'shift+r', 'shift+j', 'shift+p', 'shift+v', 'shift+f', ',', '.', 'shift+t', 'shift+b', 'shift+g', 'shift+i', 'shift+l', 'shift+z', 'shift+c', 'shift+x', 'shift+y', 'shift+s', 'shift+u', 'v', 'q', "'", ';', '"', ':', 's', 'z', 'shift+q', '0'];
    for (const n of names) {
      expect(gmKey(n), n).toBeDefined();
      expect(actionFor(n), `${n} is a map key`).toBeUndefined();
      expect(battleKey(n), `${n} is a battle key`).toBeUndefined();
    }
    expect(new Set(names.map(gmKey)).size).toBe(names.length);
    expect(GM_KEY_HELP.length).toBeGreaterThanOrEqual(26);
    expect(GM_KEY_HELP.every((k) => k.does.startsWith('GM: '))).toBe(true);
    expect(BATTLE_KEY_HELP.length).toBeGreaterThan(0);
  });
});

const ART = `
a..|..s
b.....t`;

describe('GM edits from the panel and the map', () => {
  const { map, state } = asciiBattle(ART, { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
  const apply = (c: BattleCommand) => {
    const r = flowSend(flowAt(state, map), c);
    expect(r.context.rejection, JSON.stringify(c)).toBeNull();
    return r.context.battle;
  };

  it('the panel shows a unit as it is; each field becomes the GM command the core takes', () => {
    const a1 = state.units.find((u) => u.side === 'a');
    if (!a1) throw new Error('no unit');
    const p = editPanel(a1);
    expect(p.wounds.map((w) => w.row)).toEqual(['scratch', 'hurt', 'light', 'serious', 'critical', 'incapacitated', 'nearDeath', 'dead']);
    expect(p.weapons[0]?.capacity).toBeGreaterThan(0);
    let s = apply(panelCommand(a1.id, { field: 'wounds', row: 'scratch', marked: 2 }, false));
    expect(s.units.find((u) => u.id === a1.id)?.condition.wounds.scratch).toBe(2);
    const w = p.weapons[0];
    if (!w) throw new Error('no weapon');
    s = apply(panelCommand(a1.id, { field: 'ammo', weapon: w.index, loaded: 1, spares: 0 }, true));
    expect(s.units.find((u) => u.id === a1.id)?.weapons[w.index]?.loaded).toBe(1);
    s = apply(panelCommand(a1.id, { field: 'state', set: { state: 'blind', rounds: 2 } }, false));
    expect(s.units.find((u) => u.id === a1.id)?.blindRounds).toBe(2);
    s = apply(turnCommand(a1, -1, false));
    expect(s.units.find((u) => u.id === a1.id)?.facing).toBe((a1.facing + 7) % 8);
    s = apply(placeCommand(a1.id, { x: 1, y: 1 }, false));
    expect(s.units.find((u) => u.id === a1.id)?.cell).toEqual({ x: 1, y: 1 });
    s = apply(removeCommand(a1.id, true));
    expect(s.units.some((u) => u.id === a1.id)).toBe(false);
  });

  it('the door key cycles open, closed, locked; no door on the cell says so', () => {
    expect(['open', 'closed', 'locked', 'destroyed'].map(nextDoorState)).toEqual(['closed', 'locked', 'open', 'open']);
    const r = doorCommand(state, { x: 3, y: 0 }, false);
    if (!('command' in r)) throw new Error(r.problem);
    expect(r.command).toEqual({ type: 'gm.door', at: { x: 3, y: 0 }, state: 'locked', public: false });
    expect(apply(r.command).doors[0]?.state).toBe('locked');
    expect(doorCommand(state, { x: 0, y: 0 }, false)).toEqual({ problem: 'There is no door at (0, 0).' });
  });
});

describe('the GM seat at the table flow machine', () => {
  it('the GM is the one seat: a players\' or GM-by-hand side waits for the GM, a computer side for the computer', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
    expect(playerSides(state)).toEqual(['a']);
    let flow = flowAt(state, map);
    expect(gmWaiting(flow)).toEqual({ kind: 'computer', seat: null });
    flow = flowSend(flow, { type: 'round.start' });
    const d = decisionOf(flow);
    if (d.kind !== 'turn') throw new Error(d.kind);
    const side = state.units.find((u) => u.id === d.units[0])?.side;
    expect(gmWaiting(flow)).toEqual(side === 'a' ? { kind: 'seat', seat: GM_SEAT, task: 'turn' } : { kind: 'computer', seat: 'b' });
  });
});

describe("the players' display message", () => {
  it('carries the players\' lines and rolls, blackout, ping, templates and camera; bad input is refused', () => {
    const { map, state } = asciiBattle('a...s', { controllers: [{ kind: 'human', seat: 0 }, computer('veteran')] });
    let flow = flowSend(flowAt(state, map), { type: 'round.start' });
    let memory = emptyGmMemory(state);
    for (const c of [
      { type: 'gm.note', text: 'Private thought.', public: false },
      { type: 'gm.note', text: 'Rain starts.', public: true },
    ] as const) {
      const before = flow.context.battle;
      flow = flowSend(flow, c);
      memory = rememberGm(memory, map, ['a'], before, flow.context.battle, flow.context.events);
    }
    const facts = playersFacts(flow, memory, ['a']);
    let t = gmTableStep(GM_TABLE, { type: 'blackout.toggle' });
    t = gmTableStep(t, { type: 'ping', cell: { x: 2, y: 0 } });
    t = gmTableStep(t, { type: 'template.pin', map: { ...map, metersPerTile: 2 }, shape: { kind: 'cone', origin: { x: 0, y: 0 }, toward: { x: 3, y: 0 }, degrees: 60 }, weapon: null });
    const o = gmOverlay(facts, t, { x: 1, y: 2, zoom: 1 });
    expect(o.templates.map((x) => x.outline)).toEqual([{ kind: 'cone', origin: { x: 0, y: 0 }, toward: { x: 3, y: 0 }, degrees: 60 }]);
    expect(o.lines.map((l) => l.text)).toContain('GM: Rain starts.');
    expect(JSON.stringify(o)).not.toContain('Private thought');
    expect(o.blackout).toBe(true);
    expect(o.camera).toEqual({ x: 1, y: 2, zoom: 1 });
    expect(parseGmOverlay(JSON.parse(JSON.stringify(o)))).toEqual(o);
    expect(parseGmOverlay({ ...o, lines: [{ round: 1, text: 'x'.repeat(5000) }] })).toBeNull();
    expect(parseGmOverlay({ ...o, templates: 'no' })).toBeNull();
    expect(parseGmOverlay({ ...o, templates: o.templates.map((x) => ({ ...x, outline: { kind: 'star' } })) })).toBeNull();
  });

  it('a new ping rings on the players\' display; an old one never again; none under the blackout or with motion reduced', () => {
    const ping = { cell: { x: 2, y: 3 }, serial: 4 };
    expect(pingRings({ ping, blackout: false }, 3, true)).toEqual({ rung: 4, rings: PING_RINGS });
    expect(pingRings({ ping, blackout: false }, 4, true)).toEqual({ rung: 4, rings: 0 });
    expect(pingRings({ ping, blackout: false }, 3, false)).toEqual({ rung: 4, rings: 0 });
    expect(pingRings({ ping, blackout: true }, 3, true)).toEqual({ rung: 4, rings: 0 });
    expect(pingRings({ ping: null, blackout: false }, 3, true)).toEqual({ rung: 3, rings: 0 });
  });
});
