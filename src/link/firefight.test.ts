import { describe, expect, test } from 'vitest';
import { playComputer } from '../battle/ai/driver';
import type { BattleCommand } from '../battle/commands/types';
import { applyHatsCommand } from '../hats/flow/play';
import { seatToDecide } from '../hats/flow/turn-machine';
import type { HatsState } from '../hats/state';
import { apply, duel, rejects, spot, withAgent } from '../hats/test-helpers/fixtures';
import { createSaveCodec } from '../save/codec';
import { buildSave, serializeSave } from '../save/build-save';
import { conspiracyKind } from '../save/kinds/conspiracy-kind';
import { linkBattle, linkOutcome, linkMapName, rowAfterLoss } from './firefight';
import { squadOf, squadTraits } from './squads';

const COMPUTER = { kind: 'computer', level: 'veteran' } as const;

/** Red's Killer (agent-1) and Blue's Bodyguard (agent-2) face each other in Chicago; Red has Blue spotted. */
function faceOff(options: { firefights?: boolean } = { firefights: true }, seed = 'link'): HatsState {
  return spot(duel({}, { agents: [{ template: 'bodyguard', area: 'chicago' }] }, options, seed), 'red', 'agent-2');
}

const attack = { type: 'action.combat', seat: 'red', actor: 'agent-1', target: 'agent-2' } as const;

/** The fight waiting after the attack, played to its end by the computer on both sides. */
function playedOut(state: HatsState): { waiting: HatsState; commands: BattleCommand[] } {
  const waiting = apply(state, attack);
  const f = waiting.fight;
  if (!f) throw new Error('no fight is waiting');
  const b = linkBattle(waiting, f, COMPUTER);
  if (typeof b === 'string') throw new Error(b);
  return { waiting, commands: [...playComputer(b.initial, b.map).commands] };
}

describe('R-LINK-1: the house rule "play fights as firefights"', () => {
  test('off (the default), a Combat between Agents is rolled at once, as before', () => {
    const after = apply(faceOff({}), attack);
    expect(after.fight).toBeUndefined();
    expect(after.options).toEqual({ lethality: 2, ironman: false, events: true });
    expect(after.log.some((e) => e.rolls.length === 2 && /attacks|beats|beaten back/.test(e.text))).toBe(true);
  });

  test('on, the human seat\'s Combat against an Agent waits for "Play it out" or "Roll"; nothing else is taken meanwhile', () => {
    const waiting = apply(faceOff(), attack);
    expect(waiting.fight).toMatchObject({ kind: 'firefight', seat: 'red', attackerSeat: 'red', defenderSeat: 'blue', actor: 'agent-1', target: 'agent-2', area: 'chicago' });
    expect(seatToDecide(waiting)).toBe('red');
    expect(waiting.agents['agent-1']?.actionsUsed).toBe(1);
    rejects(waiting, { type: 'turn.end', seat: 'red' });
    rejects(waiting, { type: 'action.hide', seat: 'red', actor: 'agent-1' }, /fight is waiting/);
    rejects(waiting, { type: 'fight.resolve', seat: 'blue', play: { mode: 'roll' } }, /other conspiracy chooses/);
    const rolled = apply(waiting, { type: 'fight.resolve', seat: 'red', play: { mode: 'roll' } });
    expect(rolled.fight).toBeUndefined();
    expect(rolled.log.some((e) => e.rolls.length === 2 && /attacks|beats|beaten back/.test(e.text))).toBe(true);
  });

  test('the computer\'s own fights stay rolls', () => {
    const cpu = spot(
      (() => {
        const s = duel({}, { agents: [{ template: 'bodyguard', area: 'chicago' }] }, { firefights: true });
        return { ...s, seats: s.seats.map((x) => ({ ...x, controller: 'cautious' as const })) };
      })(),
      'red',
      'agent-2',
    );
    expect(apply(cpu, attack).fight).toBeUndefined();
  });

  test('a defending human seat chooses when the computer attacks it', () => {
    const s = faceOff();
    const redCpu = { ...s, seats: s.seats.map((x) => (x.id === 'red' ? { ...x, controller: 'cautious' as const } : x)) };
    const waiting = apply(redCpu, attack);
    expect(waiting.fight).toMatchObject({ seat: 'blue', attackerSeat: 'red' });
    expect(seatToDecide(waiting)).toBe('blue');
  });

  test('the squads are built from the Agents (README mapping table), the map from the Area', () => {
    const s = faceOff();
    expect(squadTraits(s, s.agents['agent-1']!)).toEqual({ weaponSkill: 2, skill: 'Rifle', armed: true, stealth: 0, body: 1, kit: 'killer' });
    expect(squadTraits(s, s.agents['agent-2']!)).toEqual({ weaponSkill: 1, skill: 'Submachine Gun', armed: true, stealth: -1, body: 2, kit: 'bodyguard' });
    // Without the Combat skill: Resilience-2 (R-HATS-7), the template's gear still.
    const unarmed = withAgent(s, 'agent-2', { skills: {} });
    expect(squadTraits(unarmed, unarmed.agents['agent-2']!)).toMatchObject({ weaponSkill: 0, skill: 'Submachine Gun', armed: false, kit: 'bodyguard' });
    // Half the squad carries the weapon as it comes, half fitted one level more (R-OPS-11).
    const squad = squadOf(s, s.agents['agent-1']!);
    expect(squad.map((u) => u.gear.firearms?.[0])).toEqual([
      { name: 'M16a2', spareMagazines: 3 }, { name: 'M16a2', spareMagazines: 3 },
      { name: 'M16a2', spareMagazines: 3, scope: true }, { name: 'M16a2', spareMagazines: 3, scope: true },
    ]);
    const waiting = apply(s, attack);
    expect(linkMapName(waiting.fight!)).toBe('office-floor');
    expect(linkMapName({ ...waiting.fight!, area: 'adirondacks' })).toBe('woodland-road');
  });
});

describe('R-LINK-2 and R-LINK-3: played out, the battle is the action, and the game replays it', () => {
  const { waiting, commands } = playedOut(faceOff());
  const resolve = { type: 'fight.resolve', seat: 'red', play: { mode: 'battle', commands } } as const;
  const after = apply(waiting, resolve);

  test('the side that holds the field wins; the loser takes one wound row per unit taken out, eliminated when all are', () => {
    const b = linkBattle(waiting, waiting.fight!, COMPUTER);
    if (typeof b === 'string') throw new Error(b);
    const r = applyHatsCommand(waiting, resolve);
    if ('rejected' in r) throw new Error(r.rejected);
    const played = playComputer(b.initial, b.map);
    const o = linkOutcome(played.state);
    expect(o.winner).not.toBeNull();
    const loser = o.winner === 'attacker' ? 'agent-2' : 'agent-1';
    const out = o.winner === 'attacker' ? o.defenderOut : o.attackerOut;
    const row = rowAfterLoss(0, out);
    expect(row === 5 ? after.agents[loser] : after.agents[loser]?.wounds).toBe(row === 5 ? undefined : row);
    expect(after.fight).toBeUndefined();
    expect(rowAfterLoss(1, 2)).toBe(3);
    expect(rowAfterLoss(3, 2)).toBe(4);
    expect(rowAfterLoss(0, 4)).toBe(5);
  });

  test('the log says it was played out, and where', () => {
    expect(r2(after).some((t) => /played out as a firefight on an office floor, \d+ rounds? \(R-LINK-2\)/.test(t))).toBe(true);
  });

  test('R-LINK-3: the battle\'s seed comes from the order\'s keyed dice: the same order gives the same battle', () => {
    const again = apply(faceOff(), attack);
    expect(again.fight).toEqual(waiting.fight);
    const other = apply(faceOff({ firefights: true }, 'other-seed'), attack);
    expect(other.fight?.seed).not.toBe(waiting.fight?.seed);
  });

  test('a battle log that does not replay, or is not over, is refused in one sentence and changes nothing', () => {
    rejects(waiting, { ...resolve, play: { mode: 'battle', commands: commands.slice(0, 5) } }, /^The firefight is not over yet\.$/);
    rejects(waiting, { ...resolve, play: { mode: 'battle', commands: [{ type: 'round.end' }, ...commands] } }, /^The firefight's log does not replay \(command 1: .+\)\.$/);
  });

  test('the conspiracy save holds the battle and replays the game, battle included', () => {
    const codec = createSaveCodec([conspiracyKind]);
    const initial = faceOff();
    const save = buildSave(conspiracyKind, { title: 'Link', seed: 'link', initialState: initial, commands: [attack, resolve], state: after, appVersion: '0.1.0', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' });
    const loaded = codec.load(serializeSave(save));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.replay.status).toBe('match');
    // A save whose battle was tampered with no longer replays to its state.
    const tampered = buildSave(conspiracyKind, { title: 'Link', seed: 'link', initialState: initial, commands: [attack, { ...resolve, play: { mode: 'battle', commands: commands.slice(0, -1) } }], state: after, appVersion: '0.1.0', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' });
    const bad = codec.load(serializeSave(tampered));
    expect(bad.ok && bad.replay.status).toBe('mismatch');
  });
});

const r2 = (s: HatsState): string[] => s.log.map((e) => e.text);
