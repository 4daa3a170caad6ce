import { ladderWord } from '../core/ladder';
import { codeName } from '../ops/character/code-names';
import { findArmor } from '../ops/data/armor';
import { ATTRIBUTES } from '../ops/data/attributes';
import { findEquipment } from '../ops/data/equipment';
import type { RofMode } from '../ops/data/firearms-types';
import { findFault, findGift } from '../ops/data/gifts-faults';
import { findMeleeWeapon } from '../ops/data/melee-weapons';
import { findStyle } from '../ops/data/martial-arts';
import { WOUND_ROWS } from '../ops/data/wound-chart';
import { checkAgent } from './check';
import { fittedAccuracy, resolveWeapon } from './gear';
import type { Agent } from './types';

/** Everything the printable sheet shows, as words and numbers (the renderer lays it out). */
export interface SheetModel {
  readonly name: string;
  readonly codeName: string;
  readonly specialty: string;
  readonly battleReady: boolean;
  readonly attributes: readonly { readonly id: string; readonly name: string; readonly word: string; readonly value: number }[];
  readonly skills: readonly { readonly label: string; readonly attribute: string; readonly word: string; readonly bought: boolean }[];
  readonly traits: readonly { readonly kind: 'Gift' | 'Fault'; readonly name: string; readonly effect: string }[];
  readonly style: string | null;
  readonly weapons: readonly {
    readonly name: string;
    readonly skill: string;
    readonly ammo: string;
    readonly damage: number;
    readonly accuracy: string;
    readonly rof: string;
    readonly magazine: string;
    readonly ranges: string;
    readonly accessories: string;
  }[];
  readonly melee: readonly { readonly name: string; readonly damage: string }[];
  readonly armor: { readonly name: string; readonly ballistic: string; readonly physical: string; readonly modifier: number } | null;
  readonly equipment: readonly { readonly name: string; readonly note: string }[];
  readonly wounds: readonly { readonly name: string; readonly boxes: number; readonly from: string }[];
  readonly budget: { readonly budget: number; readonly spent: number; readonly trades: readonly string[] };
  readonly problems: readonly string[];
}

function rofText(rof: readonly RofMode[]): string {
  return rof.map((m) => (m.kind === 'bolt' ? '½' : m.kind === 'semi' ? String(m.shots) : String(m.rate))).join(', ');
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export function sheetModel(agent: Agent): SheetModel {
  const check = checkAgent(agent);
  const style = agent.style ? findStyle(agent.style) : undefined;
  const traits: SheetModel['traits'] = [
    ...agent.gifts.map((g) => {
      const r = findGift(g);
      return { kind: 'Gift' as const, name: r.ok ? r.value.name : g, effect: r.ok ? r.value.description : 'Not in the data.' };
    }),
    ...agent.faults.map((f, i) => {
      const r = findFault(f);
      const effect = r.ok ? r.value.description : 'Not in the data.';
      return { kind: 'Fault' as const, name: r.ok ? r.value.name : f, effect: i === 0 ? `${effect} (the required fault)` : effect };
    }),
  ];
  const armorDef = agent.gear.armor ? findArmor(agent.gear.armor) : undefined;
  const body = agent.attributes.BODY;
  return {
    name: agent.name || 'Unnamed agent',
    codeName: agent.animal ? codeName(agent.animal, agent.mission?.color, agent.mission?.designation) : 'No code name',
    specialty: agent.specialty ?? '',
    battleReady: check.valid,
    attributes: ATTRIBUTES.map((a) => ({ id: a.id, name: a.name, word: ladderWord(agent.attributes[a.id]), value: agent.attributes[a.id] })),
    skills: check.report.skills
      .filter((s) => s.rating !== null)
      .map((s) => ({ label: s.label, attribute: s.attribute, word: ladderWord(s.rating ?? 0), bought: s.bought })),
    traits,
    style: style?.ok ? `${style.value.name}: +1 to ${style.value.keyManeuvers.join(', ')} (R-OPS-20)` : null,
    weapons: agent.gear.weapons.flatMap((w) => {
      const r = resolveWeapon(w);
      if (!r) return [];
      return [
        {
          name: r.weapon.name,
          skill: r.weapon.skill,
          ammo: r.ammo.label,
          damage: r.ammo.damage,
          accuracy: ladderWord(fittedAccuracy(r.weapon, w.accessories)),
          rof: rofText(r.weapon.rof),
          magazine: `${r.magazine} + ${w.spareMagazines} spare`,
          ranges: r.ammo.ranges.join(' / '),
          accessories: [...(r.weapon.builtInScope ? ['Scope (built in)'] : []), ...w.accessories].join(', ') || '—',
        },
      ];
    }),
    melee: agent.gear.melee.map((m) => {
      const r = findMeleeWeapon(m);
      return { name: m, damage: r.ok ? `BODY+${r.value.damageBonus} = ${signed(body + r.value.damageBonus)}` : '?' };
    }),
    armor:
      armorDef && armorDef.ok
        ? {
            name: armorDef.value.name,
            ballistic: `${armorDef.value.ballistic} at ${ladderWord(armorDef.value.ballisticCoverage)}`,
            physical: `${armorDef.value.physical} at ${ladderWord(armorDef.value.physicalCoverage)}`,
            modifier: armorDef.value.modifier,
          }
        : null,
    equipment: agent.gear.equipment.map((e) => {
      const r = findEquipment(e.name);
      const label = `${e.name}${e.variant ? ` (${e.variant})` : ''}${(e.count ?? 1) > 1 ? ` ×${e.count}` : ''}`;
      return { name: label, note: r.ok ? r.value.description : '' };
    }),
    wounds: WOUND_ROWS.map((w, i) => {
      const next = WOUND_ROWS[i + 1];
      const to = next ? next.from - 1 : undefined;
      return { name: w.name, boxes: w.boxes, from: to === undefined ? `${w.from}+` : to === w.from ? String(w.from) : `${w.from}-${to}` };
    }),
    budget: { budget: check.budget, spent: check.spent, trades: check.report.budget.trades },
    problems: check.problems,
  };
}
