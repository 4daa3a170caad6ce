/**
 * Code names for Agents: deterministic, so replays name them alike. Each conspiracy has a cell
 * name of its own (its seat's animal) and numbers its Agents through the first words, so two
 * seats' Agents never share a name ("Amber Heron" serves the first seat, "Amber Jackal" the second).
 */
const FIRST = ['Amber', 'Ashen', 'Black', 'Blue', 'Brass', 'Cinder', 'Cobalt', 'Copper', 'Crimson', 'Dusk', 'Ember', 'Frost', 'Glass', 'Gray', 'Iron', 'Ivory', 'Jade', 'Lead', 'Night', 'Onyx', 'Pale', 'Quiet', 'Rust', 'Silver', 'Slate', 'Steel', 'Velvet', 'White', 'Winter'];
const SECOND = ['Adder', 'Badger', 'Crane', 'Crow', 'Falcon', 'Ferret', 'Fox', 'Hare', 'Hawk', 'Heron', 'Hound', 'Jackal', 'Kestrel', 'Lynx', 'Magpie', 'Marten', 'Mole', 'Moth', 'Otter', 'Owl', 'Raven', 'Shrike', 'Stoat', 'Viper', 'Wasp', 'Weasel', 'Wolf', 'Wren'];
/** The cell name of each seat, in seat order (six seats at most, scenario.ts). */
const SEAT_ANIMALS = ['Heron', 'Jackal', 'Raven', 'Lynx', 'Viper', 'Wolf'] as const;

/** Rules edition 1 (state.ts): one sequence over the whole game, by the Agent's number. */
export function codename(n: number): string {
  const first = FIRST[n % FIRST.length] ?? 'Gray';
  const second = SECOND[Math.floor(n / FIRST.length) % SECOND.length] ?? 'Fox';
  const cycle = Math.floor(n / (FIRST.length * SECOND.length));
  return cycle > 0 ? `${first} ${second} ${cycle + 1}` : `${first} ${second}`;
}

/** The `k`-th code name (from 0) of the seat at `seatIndex`. */
export function seatCodename(seatIndex: number, k: number): string {
  const animal = SEAT_ANIMALS[seatIndex % SEAT_ANIMALS.length] ?? 'Fox';
  const first = FIRST[k % FIRST.length] ?? 'Gray';
  const cycle = Math.floor(k / FIRST.length);
  return cycle > 0 ? `${first} ${animal} ${cycle + 1}` : `${first} ${animal}`;
}

export function cellName(seatIndex: number): string {
  return SEAT_ANIMALS[seatIndex % SEAT_ANIMALS.length] ?? 'Fox';
}
