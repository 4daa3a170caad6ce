import { describe, expect, it } from 'vitest';
import { applyBattleCommand } from '../../src/battle/commands/apply';
import type { BattleCommand } from '../../src/battle/commands/types';
import type { BattleState } from '../../src/battle';
import { asciiMission } from '../../src/battle/mission/test-mission';
import { gmKey } from './gm-keys';
import { alarmCommand, awarenessCommand, gmMissionPanel, lightCommand, spanRect } from './gm-mission';

/** The GM's mission panel (R-OPS-39 awareness, R-OPS-44 alarm, R-OPS-43 light) as data and its commands. */

const ART = `
a.....
......
....st`;

function apply(state: BattleState, map: Parameters<typeof applyBattleCommand>[1], c: BattleCommand): BattleState {
  const r = applyBattleCommand(state, map, c);
  if ('rejected' in r) throw new Error(r.rejected);
  return r.state;
}

describe('the GM mission panel', () => {
  const { map, state } = asciiMission(ART, { light: '......\n......\n..kk..' });

  it('lists each defender on the map with its awareness, the alarm, and the light under the cursor', () => {
    const p = gmMissionPanel(state, 'b2', { x: 2, y: 2 });
    expect(p?.alarm).toEqual({ raised: false, words: 'Not raised.' });
    expect(p?.guards.map((g) => [g.name, g.awareness, g.selected])).toEqual([['s', 'unaware', false], ['t', 'unaware', true]]);
    expect(p?.cursor).toEqual({ x: 2, y: 2, level: 'dark' });
  });

  it('sends commands that set an awareness, raise and cancel the alarm, and light a square clipped to the map', () => {
    let s = apply(state, map, awarenessCommand('b1', 'suspicious', false));
    expect(gmMissionPanel(s, null, { x: 0, y: 0 })?.guards[0]?.awareness).toBe('suspicious');
    s = apply(s, map, alarmCommand(true, true));
    const raised = gmMissionPanel(s, null, { x: 0, y: 0 });
    expect(raised?.alarm).toEqual({ raised: true, words: 'Raised in round 0, by the GM.' });
    // R-OPS-44: the alarm alerts the whole side.
    expect(raised?.guards.every((g) => g.awareness === 'alerted')).toBe(true);
    s = apply(s, map, alarmCommand(false, true));
    expect(gmMissionPanel(s, null, { x: 0, y: 0 })?.alarm.raised).toBe(false);
    const rect = spanRect(s, { x: 5, y: 2 }, 3);
    expect(rect).toEqual({ x: 4, y: 1, w: 2, h: 2 });
    s = apply(s, map, lightCommand(rect, 'dim', false));
    expect(gmMissionPanel(s, null, { x: 5, y: 1 })?.cursor.level).toBe('dim');
    expect(gmMissionPanel(s, null, { x: 3, y: 2 })?.cursor.level).toBe('dark');
    expect(spanRect(s, { x: 0, y: 0 }, 5)).toEqual({ x: 0, y: 0, w: 3, h: 3 });
  });

  it('is none for a plain battle, and opens with the alert mark', () => {
    expect(gmMissionPanel({ ...state, mission: undefined }, null, { x: 0, y: 0 })).toBeNull();
    expect(gmKey('!')).toBe('mission');
  });
});
