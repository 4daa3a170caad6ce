/**
 * Words and numbers for the board (DESIGN.md "Odds"): exact percentages that never round to a lie,
 * ladder words beside numbers, and one human label per command. Pure, so it is unit-tested.
 */
import { ladderWord } from '../../src/core/ladder';
import { AREAS, GIFTS, GROUPS, SKILL_INFO, TECHNOLOGIES, TECH_AREA_NAMES, TEMPLATES, type HatsCommand, type Mod, type PreviewRoll, type RecruitPrice, type SeatView, type TraitValue } from '../../src/hats';
import type { GroupGift } from '../../src/hats/data/groups';
import { percent, signed } from '../ui/format';

export { percent, signed };

export function traitTotal(t: TraitValue): number {
  return t.mods.reduce((sum, m: Mod) => sum + m.value, t.base);
}

/** "Good (+1)" for a level. */
export function level(n: number): string {
  return `${ladderWord(n)} (${signed(n)})`;
}

/** "Combat Good (+1), Wiretaps +1 = Great (+2)". */
export function traitLine(t: TraitValue): string {
  const mods = t.mods.map((m) => `${m.label} ${signed(m.value)}`);
  const base = `${t.label} ${level(t.base)}`;
  return mods.length === 0 ? base : `${base}, ${mods.join(', ')} = ${level(traitTotal(t))}`;
}

/** The headline of one roll: "Great vs Fair: 81.2%". */
export function oddsHeadline(r: PreviewRoll): string {
  const mine = ladderWord(traitTotal(r.actor));
  const theirs = r.against.kind === 'opposed' ? ladderWord(traitTotal(r.against.trait)) : ladderWord(r.against.value);
  return `${mine} vs ${theirs}: ${percent(r.chance)}`;
}

const areaName = new Map(AREAS.map((a) => [a.id, a.name]));
const groupName = new Map(GROUPS.map((g) => [g.id, g.name]));
const techName = new Map(TECHNOLOGIES.map((t) => [t.id, t.name]));
const giftName = new Map(GIFTS.map((g) => [g.id, g.name]));
const gift = new Map(GIFTS.map((g) => [g.id, g]));
const templateName = new Map(TEMPLATES.map((t) => [t.id, t.name]));

export function nameOfArea(id: string): string {
  return areaName.get(id) ?? id;
}

/** A unit's name as this seat knows it: its own Agents, spotted dossiers, Groups (public). */
export function unitName(view: Pick<SeatView, 'agents' | 'marks'>, id: string): string {
  const own = view.agents[id];
  if (own) return own.name;
  const mark = view.marks[id];
  if (mark?.kind === 'agent') return mark.dossier.name;
  return groupName.get(id) ?? 'an unknown unit';
}

const BOOST = ['', ' (+1)', ' (+2)'] as const;
const LOOK = { agents: 'Agents', groups: 'Group control' } as const;

/** The name of one command's variant, as listed in the action dialog's choices. */
export function commandLabel(view: Pick<SeatView, 'agents' | 'marks'>, cmd: HatsCommand): string {
  switch (cmd.type) {
    case 'action.move': return `Move to ${nameOfArea(cmd.to)}`;
    case 'action.hide': return 'Go to ground (Subtlety vs Fair)';
    case 'action.surveil': return `Watch ${nameOfArea(cmd.area)} for ${LOOK[cmd.look]}`;
    case 'action.combat': return `Attack ${unitName(view, cmd.target)}`;
    case 'action.assassinate': return `Assassinate the leaders of ${unitName(view, cmd.target)}`;
    case 'action.bribe': return `Bribe ${unitName(view, cmd.target)}${BOOST[cmd.boost]}`;
    case 'bribe.defend': return ['Pay nothing', 'Pay 5 greenbacks for +1', 'Pay 15 greenbacks for +2'][cmd.pay] ?? 'Pay';
    case 'action.indoctrinate': return `Indoctrinate ${unitName(view, cmd.target)}`;
    case 'action.infiltrate': return `Infiltrate ${unitName(view, cmd.target)}`;
    case 'action.subvert': return `Subvert ${unitName(view, cmd.target)}${BOOST[cmd.boost]}`;
    case 'action.protect': return cmd.guard.kind === 'area' ? `Protect everyone in ${nameOfArea(cmd.guard.area)}` : `Protect ${unitName(view, cmd.guard.target)}`;
    // What a technology or Gift does is in the preview (ActionPreview.effect), so a choice stays one short line.
    case 'action.research': return cmd.goal.kind === 'area' ? `Raise ${TECH_AREA_NAMES[cmd.goal.area]} technology` : `Develop ${techName.get(cmd.goal.tech) ?? cmd.goal.tech}`;
    case 'action.train': {
      const what = cmd.trait.kind === 'skill' ? SKILL_INFO[cmd.trait.skill].name : cmd.trait.attribute[0]?.toUpperCase() + cmd.trait.attribute.slice(1);
      return `Train ${unitName(view, cmd.target)} in ${what}`;
    }
    case 'action.psychic': return `Psychic assault on ${unitName(view, cmd.target)}`;
    case 'action.embezzle': return `Embezzle from ${unitName(view, cmd.target)}`;
    case 'agent.equip': {
      const g = gift.get(cmd.gift);
      return `Buy ${g?.name ?? cmd.gift} for ${unitName(view, cmd.agent)} (${g?.price ?? '?'} greenbacks)`;
    }
    case 'agent.dismiss': return `Dismiss ${unitName(view, cmd.agent)}`;
    case 'conspiracy.recruit': return `Recruit a ${cmd.recruit.kind === 'template' ? templateName.get(cmd.recruit.template) ?? cmd.recruit.template : 'custom Agent'} in ${nameOfArea(cmd.area)}`;
    case 'fight.resolve': return cmd.play.mode === 'battle' ? 'Play the fight out as a firefight' : 'Roll the fight';
    case 'seat.control': return cmd.hand === 'back' ? 'Take the conspiracy back' : cmd.hand === 'turn' ? `Computer (${cmd.level ?? 'cautious'}): finish this turn` : `Hand the conspiracy to the computer (${cmd.level ?? 'cautious'})`;
    case 'turn.end': return 'End turn';
  }
}

/** "7 greenbacks (10, less 3 from Twin Cities Foundation)": the price a recruit really costs, and what changed it (recruitPrice). */
export function recruitPriceText(p: RecruitPrice): string {
  if (p.changes.length === 0) return `${p.cost} greenbacks`;
  const why = p.changes.map((m) => `${m.value > 0 ? 'less' : 'plus'} ${Math.abs(m.value)} from ${m.label}`).join(', ');
  return `${p.cost} greenbacks (${p.list}, ${why})`;
}

/** A seat's line in the set-up: "60 greenbacks · 3 Agents · 6 Groups · home New York" (Area names, never ids). */
export function seatSetupLine(seat: { readonly greenbacks: number; readonly agents: readonly unknown[]; readonly groups: readonly unknown[]; readonly homeAreas: readonly string[] }): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `${seat.greenbacks} greenbacks · ${count(seat.agents.length, 'Agent')} · ${count(seat.groups.length, 'Group')} · home ${seat.homeAreas.map(nameOfArea).join(', ')}`;
}

const RANGE_WORD = { local: 'its Area', regional: 'its Region', global: 'anywhere' } as const;

/** What one of a Group's Gifts does, in words (R-HATS-10: every Gift is mechanical). */
export function groupGiftText(g: GroupGift): string {
  if (g.kind === 'action') return `acts with ${SKILL_INFO[g.skill].name} ${ladderWord(g.level)} once a turn`;
  const e = g.effect;
  const who = g.kind === 'self' ? 'itself' : 'its controller';
  switch (e.kind) {
    case 'skill': return `+${e.amount} to ${SKILL_INFO[e.skill].name} for ${who}'s Agents in range`;
    case 'subtlety': return `+${e.amount} Subtlety for ${who}'s Agents in range`;
    case 'damage': return `+${e.amount} damage in Combat for ${who}'s Agents in range`;
    case 'armor': return g.kind === 'self' ? `+${e.amount} defensive factor in Combat` : `+${e.amount} armour for Agents in range`;
    case 'ward': return `takes ${e.amount} less Assassination damage`;
    case 'loyalty': return g.kind === 'self' ? `+${e.amount} Loyalty` : `+${e.amount} Loyalty for ${who}'s Agents in range`;
    case 'income': return `+${e.amount} greenbacks a turn`;
    case 'upkeep': return `every Agent of ${who} costs ${e.amount} less upkeep`;
    case 'discount': return `${e.action} costs ${e.amount} greenbacks less`;
    case 'range': return `${e.skills.map((s) => SKILL_INFO[s].name).join(', ')} reach ${RANGE_WORD[e.range]}`;
    case 'move': return e.how === 'anywhere' ? "its controller's Agents may move anywhere" : "its controller's Agents may fly from any Area to any gateway";
    case 'immobile': return 'Agents may not move';
    case 'heal': return `Agents in range heal ${e.amount} more wound row a turn`;
    case 'unlock-gift': return `unlocks ${giftName.get(e.gift) ?? e.gift}`;
    case 'unlock-skill': return `unlocks ${SKILL_INFO[e.skill].name}`;
  }
}

/** The family a command belongs to, for the dialog's first choice. */
export const ACTION_KINDS: Readonly<Record<HatsCommand['type'], string>> = {
  'action.move': 'Move',
  'action.hide': 'Hide',
  'action.surveil': 'Surveillance',
  'action.combat': 'Combat',
  'action.assassinate': 'Assassination',
  'action.bribe': 'Bribery',
  'bribe.defend': 'Answer a Bribery',
  'action.indoctrinate': 'Indoctrinate',
  'action.infiltrate': 'Infiltrate',
  'action.subvert': 'Subversion',
  'action.protect': 'Protect',
  'action.research': 'Research',
  'action.train': 'Training',
  'action.psychic': 'Psychic Assault',
  'action.embezzle': 'Embezzlement',
  'agent.equip': 'Equip',
  'agent.dismiss': 'Dismiss',
  'seat.control': 'Computer help',
  'conspiracy.recruit': 'Recruit',
  'fight.resolve': 'Settle a fight',
  'turn.end': 'End turn',
};
