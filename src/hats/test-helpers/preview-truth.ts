/**
 * R-HATS-18's check, for tests: a preview's odds against the rolls the referee then makes. The
 * command is played on the true state (other seats' Protect orders lifted: interception is its own
 * named unknown) and the rolls are read from the log, where every modifier is named (R-CORE-2).
 * The two agree when every modifier the preview names as unknown is set aside on both sides, the
 * traits compared have the same totals, and the referee's verdict follows the rule the preview's
 * chance is computed with (opposed: strictly beat the defender; a test: reach, or beat, the level).
 */
import { STANDARD_EVENTS } from '../data/events';
import { GROUPS } from '../data/groups';
import { TECHNOLOGIES } from '../data/technologies';
import type { HatsCommand } from '../commands';
import { applyHatsCommand } from '../flow/play';
import type { UnknownKind } from '../rules/action-rule';
import type { Mod, RollRecord, TraitValue } from '../rules/rolls';
import { traitTotal } from '../rules/rolls';
import type { HatsState, LogEntry } from '../state';
import { knowledgeOf, liveAgentMark } from '../view/knowledge';
import { previewCommand } from '../view/preview';

/** Technologies that change a roll (not those that only unlock a Gift of the same name). */
const TECH_NAMES = new Set(TECHNOLOGIES.filter((t) => t.effects.some((e) => e.kind !== 'unlock-gift' && e.kind !== 'unlock-skill')).map((t) => t.name));
const GROUP_NAMES = new Set(GROUPS.map((g) => g.name));
const LOYALTY_CHANGES = new Set(['Indoctrinated', 'Subverted', 'Before this turn\'s Subversion', 'Leadership purge']);
const WOUNDS = new Set(['Hurt', 'Very Hurt', 'Wounds']);
const EVENT_NAMES = new Set(STANDARD_EVENTS.map((e) => e.name));

const KIND_LABELS: Readonly<Record<Exclude<UnknownKind, 'since-spotted'>, ReadonlySet<string>>> = {
  technologies: TECH_NAMES,
  'group-gifts': GROUP_NAMES,
  'loyalty-changes': LOYALTY_CHANGES,
  healing: WOUNDS,
};

function known(mods: readonly Mod[], kinds: ReadonlySet<UnknownKind>): number {
  let total = 0;
  for (const m of mods) {
    const hidden = [...kinds].some((k) => k !== 'since-spotted' && KIND_LABELS[k].has(m.label));
    if (!hidden) total += m.value;
  }
  return total;
}

const rolledTrait = (r: RollRecord): TraitValue => ({ label: r.trait, base: r.base, mods: r.mods });

/** Lifts other seats' Protect orders, so the action's own rolls come first. */
function withoutGuards(state: HatsState, seat: string): HatsState {
  const agents = Object.fromEntries(Object.entries(state.agents).map(([id, a]) => [id, a.owner !== seat && a.protecting ? { ...a, protecting: null } : a]));
  const groups = Object.fromEntries(Object.entries(state.groups).map(([id, g]) => [id, g.owner !== seat && g.protecting ? { ...g, protecting: null } : g]));
  return { ...state, agents, groups };
}

/** Does another's Agent still match the seat's dossier of it: its controller, traits, skills, Gifts and Loyalty; its wounds? */
function dossierHolds(state: HatsState, seat: string, target: string): { traits: boolean; wounds: boolean } {
  const m = liveAgentMark(knowledgeOf(state, seat), target);
  const a = state.agents[target];
  if (!m || !a) return { traits: true, wounds: true };
  const d = m.dossier;
  const traits = m.owner === a.owner && d.template === a.template && d.subtlety === a.traits.subtlety && d.resilience === a.traits.resilience
    && d.loyalty === a.traits.loyalty + a.loyaltyMod && (d.basicLoyalty === undefined || d.basicLoyalty === a.traits.loyalty)
    && d.combat === (a.skills.combat ?? null) && d.gifts.join() === a.gifts.join();
  return { traits, wounds: d.wounds === a.wounds };
}

/** Did the referee give the actor what it tried for? Read from the state and the line its rolls came with. */
function succeeded(cmd: HatsCommand, after: HatsState, line: LogEntry): boolean | null {
  switch (cmd.type) {
    case 'action.infiltrate': return after.groups[cmd.target]?.owner === cmd.seat;
    case 'action.bribe': return (after.agents[cmd.target]?.owner ?? after.groups[cmd.target]?.owner) === cmd.seat;
    case 'action.subvert': return (after.agents[cmd.target] ?? after.groups[cmd.target])?.subverted?.succeeded ?? null;
    case 'action.assassinate': return !/ fails\.$/.test(line.text);
    case 'action.combat': return / beats /.test(line.text);
    case 'action.psychic': return after.agents[cmd.target]?.blockedUntil === cmd.seat;
    case 'action.embezzle': return / skims /.test(line.text);
    case 'action.hide': return /goes to ground/.test(line.text);
    case 'action.indoctrinate': return /Loyalty rises/.test(line.text);
    case 'action.train': return / now has /.test(line.text);
    case 'action.research': return / (raises|develops) /.test(line.text);
    // Surveillance has no one verdict (each hidden trait is compared); the others roll no dice of their own.
    case 'action.surveil':
    case 'action.move':
    case 'action.protect':
    case 'agent.dismiss':
    case 'seat.control':
    case 'agent.equip':
    case 'bribe.defend':
    case 'conspiracy.recruit':
    case 'fight.resolve':
    case 'turn.end':
      return null;
  }
}

export interface PreviewCheck {
  /** What disagreed; empty when the preview matches the referee. */
  readonly problems: readonly string[];
  /** Whether the preview named no unknown and was compared in full. */
  readonly exact: boolean;
  /** Whether the defender's roll carried the round's event (R-HATS-17), counted by the preview. */
  readonly eventful: boolean;
}

/** Plays `cmd` on the truth and compares its first roll with the preview the seat is shown. */
export function checkPreview(state: HatsState, cmd: HatsCommand): PreviewCheck {
  const seat = cmd.seat;
  const p = previewCommand(knowledgeOf(state, seat), cmd);
  const roll = p.rolls[0];
  if (p.problem !== null || !roll) return { problems: [], exact: false, eventful: false };
  const say = (what: string) => `${cmd.type} ${JSON.stringify(cmd)}: ${what}`;
  let r = applyHatsCommand(withoutGuards(state, seat), cmd);
  if ('rejected' in r) return { problems: [say(`refused: ${r.rejected}`)], exact: false, eventful: false };
  let events = [...r.events];
  const pending = r.state.pending;
  if (pending) {
    const answer = applyHatsCommand(r.state, { type: 'bribe.defend', seat: pending.seat, pay: 0 });
    if ('rejected' in answer) return { problems: [say(`answer refused: ${answer.rejected}`)], exact: false, eventful: false };
    r = answer;
    events = [...events, ...answer.events];
  }
  const line = events.find((e) => e.rolls.length > 0 && (e.visibleTo === 'all' || e.visibleTo.includes(seat)));
  const a = line?.rolls[0];
  if (!line || !a) return { problems: [say('no roll in the log')], exact: false, eventful: false };
  const problems: string[] = [];
  if (traitTotal(roll.actor) !== traitTotal(rolledTrait(a))) problems.push(say(`actor ${traitTotal(roll.actor)} shown, ${traitTotal(rolledTrait(a))} rolled (${JSON.stringify(roll.actor)} / ${JSON.stringify(rolledTrait(a))})`));
  const kinds = new Set(roll.unknown.map((u) => u.kind));
  const outcome = succeeded(cmd, r.state, line);
  if (roll.against.kind === 'opposed') {
    const d = line.rolls[1];
    if (!d) return { problems: [...problems, say('no defending roll')], exact: false, eventful: false };
    const holds = 'target' in cmd ? dossierHolds(state, seat, cmd.target) : { traits: true, wounds: true };
    if (!holds.traits && !kinds.has('since-spotted')) problems.push(say('the dossier is out of date but the preview does not say so'));
    if (!holds.wounds && !kinds.has('healing') && !kinds.has('since-spotted')) problems.push(say('the dossier\'s wounds are out of date but the preview does not say so'));
    if (holds.traits) {
      // Wounds healed or dealt unseen since the dossier: set aside on both sides.
      const aside = holds.wounds ? kinds : new Set<UnknownKind>([...kinds, 'healing']);
      const shown = roll.against.trait.base + known(roll.against.trait.mods, aside);
      const rolled = d.base + known(d.mods, aside);
      if (shown !== rolled) problems.push(say(`defender ${shown} shown, ${rolled} rolled, unknowns ${[...kinds].join(',') || 'none'} (${JSON.stringify(roll.against.trait)} / ${JSON.stringify(rolledTrait(d))})`));
    }
    if (outcome !== null && outcome !== a.total > d.total) problems.push(say(`the referee's verdict ${outcome} is not "beats the defender" (${a.total} against ${d.total})`));
  } else if (outcome !== null) {
    const want = roll.against.strict ? a.total > roll.against.value : a.total >= roll.against.value;
    if (outcome !== want) problems.push(say(`the referee's verdict ${outcome} is not the preview's rule (${a.total} ${roll.against.strict ? 'beats' : 'reaches'} ${roll.against.value}: ${want})`));
  }
  const defence = line.rolls[1];
  const eventful = defence !== undefined && defence.mods.some((m) => EVENT_NAMES.has(m.label));
  return { problems, exact: kinds.size === 0, eventful };
}
