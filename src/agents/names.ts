import type { Rng } from '../core/rng';
import { TEAM_COLORS } from '../ops/character/code-names';

/** Animal code names to pick from (R-OPS-10); any animal may be typed instead. */
export const ANIMALS: readonly string[] = [
  'Adder', 'Albatross', 'Badger', 'Barracuda', 'Bat', 'Bear', 'Bison', 'Boar', 'Bobcat', 'Buffalo',
  'Buzzard', 'Caracal', 'Cheetah', 'Cobra', 'Condor', 'Cougar', 'Coyote', 'Crane', 'Crocodile', 'Crow',
  'Dingo', 'Dolphin', 'Dragonfly', 'Eagle', 'Eel', 'Elk', 'Falcon', 'Ferret', 'Fox', 'Gecko',
  'Gorilla', 'Goshawk', 'Grizzly', 'Hare', 'Harrier', 'Hawk', 'Heron', 'Hornet', 'Hyena', 'Ibex',
  'Iguana', 'Jackal', 'Jaguar', 'Kestrel', 'Kingfisher', 'Kite', 'Komodo', 'Leopard', 'Lion', 'Lynx',
  'Mako', 'Mamba', 'Mantis', 'Marlin', 'Marten', 'Merlin', 'Mink', 'Mongoose', 'Moose', 'Moray',
  'Ocelot', 'Orca', 'Osprey', 'Otter', 'Owl', 'Panther', 'Peregrine', 'Pike', 'Puma', 'Python',
  'Racoon', 'Raptor', 'Rattler', 'Raven', 'Rhino', 'Scorpion', 'Serval', 'Shark', 'Shrike', 'Snake',
  'Sparrowhawk', 'Spider', 'Stingray', 'Stoat', 'Swift', 'Tarantula', 'Tiger', 'Viper', 'Vulture', 'Walrus',
  'Wasp', 'Weasel', 'Wolf', 'Wolverine', 'Wren', 'Yak', 'Zebra',
];

/** Colour designations: the five with a role (R-OPS-10), then others for extra teams. */
export const COLORS: readonly string[] = [...TEAM_COLORS.map((c) => c.color), 'White', 'Gold', 'Silver', 'Orange', 'Violet'];

const FIRST_NAMES: readonly string[] = [
  'Alex', 'Ana', 'Boris', 'Carla', 'Chen', 'Dana', 'Diego', 'Elena', 'Farid', 'Grace', 'Hana', 'Ivan',
  'Jonas', 'Kara', 'Leon', 'Maya', 'Nadia', 'Omar', 'Petra', 'Quinn', 'Rafael', 'Sara', 'Tomas', 'Uma',
  'Victor', 'Wen', 'Yusuf', 'Zoe', 'Ruth', 'Marcus', 'Ingrid', 'Kofi', 'Lucia', 'Mikhail', 'Noor', 'Sean',
];
const LAST_NAMES: readonly string[] = [
  'Abara', 'Becker', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jansen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Novak', 'Okafor', 'Petrov', 'Quist', 'Rossi', 'Santos', 'Tanaka',
  'Ulrich', 'Vance', 'Walsh', 'Xu', 'Yilmaz', 'Zamora', 'Brennan', 'Mbeki', 'Hale', 'Kerr',
];

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[rng.int(list.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

/** `count` different animals, none of `taken` (compared without case), in a seeded order. */
export function suggestAnimals(rng: Rng, count: number, taken: readonly string[] = []): string[] {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  const pool = ANIMALS.filter((a) => !used.has(a.toLowerCase()));
  const out: string[] = [];
  while (out.length < count && pool.length > 0) {
    const i = rng.int(pool.length);
    const [a] = pool.splice(i, 1);
    if (a !== undefined) out.push(a);
  }
  return out;
}

export function randomPersonName(rng: Rng): string {
  return `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`;
}
