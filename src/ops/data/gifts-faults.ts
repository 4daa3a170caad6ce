import { makeLookup } from '../lookup';

/**
 * What a gift or fault does in the engine. Anything else is `roleplaying`: shown on the sheet,
 * applied by the players (fudge-facts.md "Gifts and faults").
 */
export type TraitEffect =
  /** Added to every initiative roll (R-OPS-4). */
  | { readonly kind: 'initiative'; readonly bonus: number }
  /** May dodge (R-OPS-14) even when surprised. */
  | { readonly kind: 'dodge when surprised' }
  /** Total wound penalty moved `levels` toward zero (+1, High Pain Threshold) or away from it (-1). */
  | { readonly kind: 'wound penalty shift'; readonly levels: number }
  /** No penalty for darkness, as with night vision goggles. */
  | { readonly kind: 'sees in darkness' }
  /** Subtracted from the damage of every hit, after armor; never degrades (FUDGE's defensive factor). */
  | { readonly kind: 'damage reduction'; readonly amount: number }
  | { readonly kind: 'roleplaying' };

export interface TraitDef {
  readonly name: string;
  readonly effect: TraitEffect;
  readonly description: string;
}

const rp = (name: string, description: string): TraitDef => ({ name, effect: { kind: 'roleplaying' }, description });

export const GIFTS: readonly TraitDef[] = [
  rp('Absolute Direction', 'Always knows which way is north.'),
  rp('Always Keeps His Cool', 'Calm under pressure.'),
  rp('Ambidextrous', 'Uses either hand equally well.'),
  rp('Animal Empathy', 'Animals trust the character.'),
  rp('Beautiful Speaking Voice', 'A voice people listen to.'),
  { name: 'Combat Reflexes', effect: { kind: 'initiative', bonus: 1 }, description: '+1 to initiative.' },
  rp('Contacts', 'Knows people somewhere useful (e.g. in the police).'),
  { name: 'Danger Sense', effect: { kind: 'dodge when surprised' }, description: 'May dodge even when surprised.' },
  rp('Eidetic Memory', 'Remembers everything seen or read.'),
  {
    name: 'High Pain Threshold',
    effect: { kind: 'wound penalty shift', levels: 1 },
    description: 'Wound penalties one level milder.',
  },
  rp('Lucky', 'Things tend to go the character’s way.'),
  rp('Many People Owe Him Favors', 'Favors to call in.'),
  { name: 'Night Vision', effect: { kind: 'sees in darkness' }, description: 'Sees in the dark as with night vision goggles.' },
  rp('Patron', 'Someone powerful looks after the character.'),
  rp('Peripheral Vision', 'Sees far to the sides.'),
  rp('Rapid Healing', 'Recovers from wounds faster between missions.'),
  rp('Reputation', 'Known and respected.'),
  {
    name: 'Tough Hide',
    effect: { kind: 'damage reduction', amount: 1 },
    description: '-1 to the damage of every hit taken, after armor.',
  },
];

export const FAULTS: readonly TraitDef[] = [
  rp('Absent-Minded', 'Forgets things.'),
  rp('Addiction', 'Needs a substance.'),
  rp('Bloodlust', 'Enjoys killing.'),
  rp('Blunt and Tactless', 'Says what it thinks.'),
  rp('Code of Honor', 'Will not break its code.'),
  rp('Compulsive Behavior', 'Must do a certain thing.'),
  rp('Coward', 'Avoids danger.'),
  rp('Curious', 'Must find out.'),
  rp('Enemy', 'Someone wants the character harmed.'),
  rp('Fanatic Patriot', 'Country above all.'),
  rp('Glutton', 'Overindulges.'),
  rp('Goes Berserk if Wounded', 'Loses control when hurt.'),
  rp('Greedy', 'Wants more.'),
  rp('Gullible', 'Believes what it is told.'),
  rp('Intolerant', 'Dislikes some group.'),
  rp('Lazy', 'Avoids work.'),
  rp('Loyal to Companions', 'Will not leave a teammate behind.'),
  {
    name: 'Low Pain Threshold',
    effect: { kind: 'wound penalty shift', levels: -1 },
    description: 'Wound penalties one level worse.',
  },
  rp('Overconfident', 'Takes on too much.'),
  rp('Phobia', 'Irrational fear of something.'),
  rp('Quick-Tempered', 'Angers easily.'),
];

export const findGift = makeLookup('gift', GIFTS, (g) => g.name);
export const findFault = makeLookup('fault', FAULTS, (f) => f.name);

/** The mechanical effects among a character's gift and fault names (unknown names are ignored here). */
export function traitEffects(names: readonly string[]): TraitEffect[] {
  const effects: TraitEffect[] = [];
  for (const name of names) {
    const gift = findGift(name);
    const found = gift.ok ? gift : findFault(name);
    if (found.ok && found.value.effect.kind !== 'roleplaying') effects.push(found.value.effect);
  }
  return effects;
}
