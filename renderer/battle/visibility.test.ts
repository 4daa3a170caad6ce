import { describe, expect, it } from 'vitest';
import { ALL_SEEING, memoryOf, seatViewers, shownCell, sideSight, sidesViewer, type DiceEntry } from '../../src/battle/view';
import { computerCommand, flowAt, type BattleState } from '../../src/battle';
import { doorsOfMap } from '../../src/battle/state/doors';
import { oneSeat, publicView, publicViewSchema, tableMessage, type PublicView } from './public-view';
import { createSession } from './session';
import { tableView } from './table-view';
import { shippedBattle } from './test-battle';

describe('fog of war at the table: the map and the projector draw only the seat view', () => {
  it('a seat\'s map and the projector hold no enemy the players cannot see, at every step of a battle', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'veteran'], 'fog');
    // The human side is played by the computer's choices too, to move the battle on.
    const asComputer = { ...state, sides: state.sides.map((x) => ({ ...x, controller: { kind: 'computer' as const, level: 'veteran' as const } })) };
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state: asComputer });
    let checked = 0;
    let sawEnemy = false;
    let sawFloor = false;
    for (let i = 0; i < 400 && session.state().phase !== 'over'; i++) {
      expect(session.aiStep().ok).toBe(true);
      const s = session.state();
      const seen = sideSight(s, map, 'a').units;
      const view = tableView({ view: session.view(sidesViewer('a')), meta, selectedId: null, actingId: null });
      const pub = publicView({ common: oneSeat(session.view(sidesViewer('a')), session.memory()), mapName: 'warehouse', title: 'Warehouse', meta, status: '', camera: null });
      for (const u of [...view.units, ...pub.units]) {
        const unit = s.units.find((x) => x.id === u.id);
        if (unit?.side === 'a') continue;
        sawEnemy = true;
        expect(seen.has(u.id), `${u.codeName} shown unseen`).toBe(true);
      }
      for (const t of [...pub.tracker.slots.flatMap((x) => x.units), ...pub.tracker.holding]) if (t.side !== 'a') expect(seen.has(t.id)).toBe(true);
      // R-OPS-34: the weapons on the floor (the warehouse's shotguns) are drawn only where the players see now.
      const cells = sideSight(s, map, 'a').cells;
      for (const f of [...(view.floor ?? []), ...(pub.floor ?? [])]) {
        sawFloor = true;
        expect(shownCell(cells[f.y * map.width + f.x] ?? 0), `${f.name} at ${f.x},${f.y}`).toBe(true);
      }
      // ...and the battle as the seat knows it holds no other (seat-view.ts knownState).
      for (const f of session.view(sidesViewer('a')).known.floor) expect(shownCell(cells[f.cell.y * map.width + f.cell.x] ?? 0)).toBe(true);
      expect(pub.floor).toEqual(view.floor);
      expect(publicViewSchema.safeParse(JSON.parse(JSON.stringify(pub))).success).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    expect(sawEnemy).toBe(true);
    expect(sawFloor).toBe(true);
    session.dispose();
  });

  it('R-OPS-49: in hot-seat every projector message holds only what each seat knows, at every step of a battle', async () => {
    const { map, state, meta } = await shippedBattle(['human', 'human'], 'common');
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    const seats = seatViewers(state);
    expect(seats).toEqual([sidesViewer('a'), sidesViewer('b')]);
    const names = state.units.map((u) => u.name);
    // The seats' commands are the computer's choices for them (the sides stay human: two seats at the table).
    const asComputer = (s: BattleState): BattleState => ({ ...s, sides: s.sides.map((x) => ({ ...x, controller: { kind: 'computer' as const, level: 'veteran' as const } })) });
    const start = doorsOfMap(map);
    const sameRoll = (a: NonNullable<PublicView['lastRoll']>, b: DiceEntry) => a.title === b.title && a.outcome === b.outcome && a.lines.join('|') === b.lines.join('|');
    let messages = 0;
    let hidden = 0;
    let rolls = 0;
    for (let i = 0; i < 300 && session.state().phase !== 'over'; i++) {
      const msg = tableMessage(session, 'Side A: your turn', { x: 1, y: 2, zoom: 1 });
      expect(publicViewSchema.safeParse(JSON.parse(JSON.stringify(msg))).success).toBe(true);
      messages += 1;
      // The seat's camera and its own status line never reach the display in hot-seat.
      expect(msg.camera).toBeNull();
      expect(msg.status).not.toContain('your turn');
      for (const viewer of seats) {
        const view = session.view(viewer);
        const known = new Map(view.known.units.map((u) => [u.id, u]));
        const where = `step ${i}, seat ${JSON.stringify(viewer)}`;
        for (const u of msg.units) expect(known.get(u.id)?.cell, `${where}: ${u.codeName}`).toEqual({ x: u.x, y: u.y });
        for (const t of [...msg.tracker.slots.flatMap((x) => x.units), ...msg.tracker.holding]) expect(known.has(t.id), `${where}: tracker ${t.name}`).toBe(true);
        if (msg.actingId !== null) expect(known.has(msg.actingId)).toBe(true);
        const text = JSON.stringify(msg);
        // A unit out of the seat's knowledge now may still be named in a roll the seat read while it was in
        // sight (its own log holds that roll too); the projector names no unit the seat never read of.
        const read = JSON.stringify(memoryOf(session.memory(), viewer));
        for (const u of session.state().units) if (!known.has(u.id)) {
          hidden += 1;
          if (!read.includes(u.name)) expect(text.includes(u.name), `${where}: names ${u.name}`).toBe(false);
          expect(text.includes(`"${u.id}"`), `${where}: holds ${u.id}`).toBe(false);
        }
        // Cells without fog: seen by this seat, or where a unit every seat knows stands.
        const cells = view.cells ?? new Uint8Array();
        const held = new Set(msg.units.map((u) => u.y * map.width + u.x));
        const fogged = (msg.seen ?? []).filter((c) => !shownCell(cells[c] ?? 0) && !held.has(c));
        expect(fogged, `${where}: cells this seat does not see`).toEqual([]);
        for (const f of msg.floor ?? []) expect(shownCell(cells[f.y * map.width + f.x] ?? 0), `${where}: ${f.name}`).toBe(true);
        const doors = (msg.doors ?? []).filter((d, k) => d.state !== view.known.doors[k]?.state && d.state !== start[k]?.state);
        expect(doors, `${where}: doors this seat does not believe in`).toEqual([]);
        if (msg.lastRoll) {
          const roll = msg.lastRoll;
          rolls += 1;
          expect(memoryOf(session.memory(), viewer).dice.some((d) => sameRoll(roll, d)), `${where}: roll ${roll.title}`).toBe(true);
        }
      }
      const c = computerCommand(flowAt(asComputer(session.state()), map));
      if (!c || c.type === 'round.start' || c.type === 'round.end') break;
      expect(session.send(c).ok).toBe(true);
    }
    expect(messages).toBeGreaterThan(60);
    // Each seat had units of the other out of sight (so the test had something to keep), and rolls were shown.
    expect(hidden).toBeGreaterThan(100);
    expect(rolls).toBeGreaterThan(20);
    // The seats' union would have shown every unit: the common view shows fewer.
    expect(session.view(ALL_SEEING).known.units.length).toBe(names.length);
    session.dispose();
  });

  it('computer against computer: nothing is hidden, on the table or the projector', async () => {
    const { map, state, meta } = await shippedBattle(['veteran', 'veteran']);
    const session = createSession({ map, mapName: 'warehouse', title: 'Warehouse', meta, state });
    expect(seatViewers(state)).toEqual([]);
    const pub = tableMessage(session, '', null);
    expect(pub.seen).toBeNull();
    expect(pub.units).toHaveLength(state.units.length);
    session.dispose();
  });
});
