import type { Effect } from './effects';

/**
 * Agent Gifts: equipment and training bought with greenbacks (the "equip" action). The four of
 * the text are on sale from the start; the others appear when a technology unlocks them.
 */
export interface GiftData {
  readonly id: string;
  readonly name: string;
  /** Greenbacks to give it to one Agent. */
  readonly price: number;
  /** True for the text's four sample Gifts, buyable without research. */
  readonly basic: boolean;
  readonly effects: readonly Effect[];
  readonly text: string;
}

export const GIFTS: readonly GiftData[] = [
  {
    id: 'helicopters', name: 'Helicopters', price: 12, basic: true,
    effects: [{ kind: 'range', skills: ['combat', 'protect', 'surveillance'], range: 'regional' }],
    text: 'Combat, Protect and Surveillance reach any Area of the Region at no penalty.',
  },
  {
    id: 'wiretaps', name: 'Wiretaps', price: 6, basic: true,
    effects: [{ kind: 'skill', skill: 'protect', amount: 1 }, { kind: 'skill', skill: 'surveillance', amount: 1 }],
    text: '+1 to Protect and Surveillance.',
  },
  {
    id: 'laboratory', name: 'Laboratory', price: 8, basic: true,
    effects: [{ kind: 'immobile' }, { kind: 'skill', skill: 'research', amount: 1 }],
    text: 'The Agent may not move, but gains +1 to Research.',
  },
  {
    id: 'cover-identities', name: 'Cover Identities', price: 6, basic: true,
    effects: [{ kind: 'subtlety', amount: 1, vs: 'surveillance' }],
    text: '+1 Subtlety against Surveillance.',
  },
  {
    id: 'body-armor', name: 'Body Armor', price: 5, basic: false,
    effects: [{ kind: 'armor', amount: 1 }],
    text: '+1 defensive factor in Combat.',
  },
  {
    id: 'assault-rifles', name: 'Assault Rifles', price: 8, basic: false,
    effects: [{ kind: 'damage', amount: 1 }, { kind: 'skill', skill: 'combat', amount: 1 }],
    text: '+1 to Combat and +1 offensive damage factor.',
  },
  {
    id: 'remote-viewing', name: 'Remote Viewing', price: 10, basic: false,
    effects: [{ kind: 'range', skills: ['surveillance'], range: 'global' }],
    text: 'Surveillance of any Area of the country.',
  },
  {
    id: 'satellite-uplink', name: 'Satellite Uplink', price: 10, basic: false,
    effects: [{ kind: 'range', skills: ['surveillance', 'protect'], range: 'regional' }, { kind: 'skill', skill: 'surveillance', amount: 1 }],
    text: '+1 Surveillance; Surveillance and Protect reach the whole Region.',
  },
  {
    id: 'conditioning', name: 'Conditioning', price: 6, basic: false,
    effects: [{ kind: 'loyalty', amount: 1 }],
    text: '+1 Loyalty.',
  },
  {
    id: 'private-jet', name: 'Private Jet', price: 12, basic: false,
    effects: [{ kind: 'move', how: 'anywhere' }],
    text: 'The Agent may move to any Area of the country.',
  },
  {
    id: 'familiar', name: 'Familiar', price: 10, basic: false,
    effects: [{ kind: 'skill', skill: 'surveillance', amount: 1 }, { kind: 'skill', skill: 'protect', amount: 1 }],
    text: '+1 to Surveillance and Protect: something watches for the Agent.',
  },
];

export const GIFT_BY_ID: ReadonlyMap<string, GiftData> = new Map(GIFTS.map((g) => [g.id, g]));
