import type { AmmoVariant, Firearm, FirearmCategory, FirearmSkill, RangeBands, RofMode } from './firearms-types';
import { SHOTGUN_AMMO } from './shotgun-ammo';
import { makeLookup, normalizeName, type Lookup } from '../lookup';

const PISTOL: RangeBands = [2, 3, 5, 10, 20, 40, 80];
const MAGNUM: RangeBands = [2, 3, 5, 10, 20, 45, 90];
const COLT: RangeBands = [2, 3, 5, 10, 20, 35, 70];
const RIFLE: RangeBands = [3, 6, 12, 25, 50, 100, 200];
const SNIPER: RangeBands = [4, 8, 20, 45, 90, 200, 500];
const SHOTGUN: RangeBands = [2, 3, 5, 10, 20, 30, 40];

const SKILL_OF: Readonly<Record<FirearmCategory, FirearmSkill>> = {
  handgun: 'Handgun',
  'submachine gun': 'Submachine Gun',
  'assault rifle': 'Rifle',
  'sniper rifle': 'Sniper',
  shotgun: 'Shotgun',
};

function cartridge(name: string, damage: number, magazines: readonly number[], ranges: RangeBands): AmmoVariant {
  return { name, label: name, damage, magazines, ranges, spread: false };
}

/** Reads the RoF column as the text writes it: "2", "1, 20", "1, 3, 20", "½". */
export function parseRof(text: string): RofMode[] {
  if (text.trim() === '½') return [{ kind: 'bolt' }];
  return text.split(',').map((part) => {
    const n = Number(part.trim());
    if (!Number.isInteger(n) || n < 1) throw new Error(`Bad RoF "${text}" in the firearm data`);
    // R-OPS-15: RoF 1-3 is semi-automatic, 4 or more full automatic.
    return n <= 3 ? { kind: 'semi', shots: n } : { kind: 'auto', rate: n };
  });
}

interface Row {
  readonly name: string;
  readonly category: FirearmCategory;
  readonly country: string;
  readonly accuracy: number;
  readonly foldingStock?: boolean;
  readonly rof: string;
  readonly ammo: readonly AmmoVariant[];
}

function firearm(row: Row): Firearm {
  const rof = parseRof(row.rof);
  const semis = rof.flatMap((m) => (m.kind === 'semi' ? [m.shots] : m.kind === 'bolt' ? [1] : []));
  const auto = rof.find((m) => m.kind === 'auto');
  return {
    name: row.name,
    category: row.category,
    skill: SKILL_OF[row.category],
    country: row.country,
    accuracy: row.accuracy,
    foldingStock: row.foldingStock ?? false,
    builtInScope: row.category === 'sniper rifle',
    rof,
    semiMax: semis.length > 0 ? Math.max(...semis) : 0,
    autoRate: auto?.kind === 'auto' ? auto.rate : null,
    boltAction: rof.some((m) => m.kind === 'bolt'),
    ammo: row.ammo,
  };
}

const nineMm = (mags: readonly number[]): AmmoVariant[] => [cartridge('9mm', 5, mags, PISTOL)];
const rifle = (cal: string, dmg: number, mags: readonly number[]): AmmoVariant[] => [cartridge(cal, dmg, mags, RIFLE)];
const sniper = (cal: string, mags: readonly number[]): AmmoVariant[] => [cartridge(cal, 8, mags, SNIPER)];
const shells = (magazine: number): AmmoVariant[] =>
  SHOTGUN_AMMO.map((a) => ({ ...a, magazines: [magazine], ranges: SHOTGUN }));

/**
 * Every firearm of the text, in its order. A row naming two models is two weapons;
 * the Desert Eagle's three rows are its three calibers.
 */
export const FIREARMS: readonly Firearm[] = [
  firearm({ name: 'Glock 17', category: 'handgun', country: 'Austria', accuracy: 1, rof: '2', ammo: nineMm([17]) }),
  firearm({ name: 'Sig Saur p230', category: 'handgun', country: 'Germany', accuracy: 1, rof: '2', ammo: nineMm([7]) }),
  firearm({
    name: 'Desert Eagle',
    category: 'handgun',
    country: 'Israel',
    accuracy: 0,
    rof: '1',
    ammo: [cartridge('.357', 6, [9], PISTOL), cartridge('.44', 7, [8], MAGNUM), cartridge('.50', 8, [7], MAGNUM)],
  }),
  firearm({ name: 'Beretta M92', category: 'handgun', country: 'Italy', accuracy: 2, rof: '3', ammo: nineMm([15]) }),
  firearm({
    name: 'Colt m1911a1',
    category: 'handgun',
    country: 'United States',
    accuracy: 0,
    rof: '1',
    ammo: [cartridge('.45', 7, [7], COLT)],
  }),
  firearm({ name: 'Skorpion vz64', category: 'submachine gun', country: 'Czech', accuracy: 1, rof: '2, 20', ammo: nineMm([10, 20]) }),
  firearm({
    name: 'Heckler & Koch MP5',
    category: 'submachine gun',
    country: 'German',
    accuracy: 1,
    foldingStock: true,
    rof: '2, 15',
    ammo: nineMm([15, 20, 30]),
  }),
  firearm({
    name: 'UZI 9mm',
    category: 'submachine gun',
    country: 'Israel',
    accuracy: 1,
    foldingStock: true,
    rof: '2, 20',
    ammo: nineMm([25, 32, 40]),
  }),
  firearm({
    name: 'Ingram Mach 10',
    category: 'submachine gun',
    country: 'United States',
    accuracy: 0,
    foldingStock: true,
    rof: '1, 10',
    ammo: [cartridge('.45', 6, [32], PISTOL)],
  }),
  firearm({ name: 'FN FAL', category: 'assault rifle', country: 'Belgium', accuracy: 1, rof: '1, 20', ammo: rifle('7.62', 8, [20]) }),
  firearm({ name: 'FAMAS', category: 'assault rifle', country: 'France', accuracy: 2, rof: '1, 3, 20', ammo: rifle('5.56', 7, [25]) }),
  firearm({ name: 'AR-15', category: 'assault rifle', country: 'United States', accuracy: 2, rof: '2, 20', ammo: rifle('5.56', 7, [20, 30]) }),
  firearm({ name: 'M16a1', category: 'assault rifle', country: 'United States', accuracy: 2, rof: '2, 20', ammo: rifle('5.56', 7, [20, 30]) }),
  firearm({ name: 'M16a2', category: 'assault rifle', country: 'United States', accuracy: 2, rof: '3', ammo: rifle('5.56', 7, [20, 30]) }),
  firearm({ name: 'AK-47', category: 'assault rifle', country: 'Soviet', accuracy: 0, rof: '1, 20', ammo: rifle('7.62', 8, [20, 40, 50]) }),
  firearm({ name: 'AK-74', category: 'assault rifle', country: 'Soviet', accuracy: 0, rof: '1, 20', ammo: rifle('7.62', 8, [20, 40, 50]) }),
  firearm({ name: 'PSG1', category: 'sniper rifle', country: 'German', accuracy: 3, rof: '2', ammo: sniper('7.62', [5, 20]) }),
  firearm({ name: 'Dragunov SVD', category: 'sniper rifle', country: 'Soviet', accuracy: 3, rof: '1', ammo: sniper('7.62', [10]) }),
  firearm({ name: 'M24', category: 'sniper rifle', country: 'United States', accuracy: 3, rof: '½', ammo: sniper('7.62', [5]) }),
  firearm({ name: 'Sig Saur SSG2000', category: 'sniper rifle', country: 'Switzerland', accuracy: 3, rof: '½', ammo: sniper('7.51', [4]) }),
  firearm({ name: 'FN Riot', category: 'shotgun', country: 'Belgium', accuracy: 0, rof: '1', ammo: shells(5) }),
  firearm({ name: 'Mossberg 500TP8-SP', category: 'shotgun', country: 'United States', accuracy: 0, rof: '1', ammo: shells(8) }),
];

export const findFirearm = makeLookup('weapon', FIREARMS, (f) => f.name);

/** Ammunition is named by caliber or load; a leading "12ga." may be given or left out. */
function ammoKey(name: string): string {
  return normalizeName(name).replace(/^12\s*ga\.?\s*/, '');
}

const ammoLookups = new Map<Firearm, (name: string) => Lookup<AmmoVariant>>();

export function findAmmo(weapon: Firearm, name: string): Lookup<AmmoVariant> {
  let lookup = ammoLookups.get(weapon);
  if (!lookup) {
    lookup = makeLookup(`ammunition for the ${weapon.name}`, weapon.ammo, (a) => a.name, { normalize: ammoKey });
    ammoLookups.set(weapon, lookup);
  }
  return lookup(name);
}
