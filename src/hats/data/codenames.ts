/** Code names for recruited Agents: deterministic from the Agent's number, so replays name them alike. */
const FIRST = ['Amber', 'Ashen', 'Black', 'Blue', 'Brass', 'Cinder', 'Cobalt', 'Copper', 'Crimson', 'Dusk', 'Ember', 'Frost', 'Glass', 'Gray', 'Iron', 'Ivory', 'Jade', 'Lead', 'Night', 'Onyx', 'Pale', 'Quiet', 'Rust', 'Silver', 'Slate', 'Steel', 'Velvet', 'White', 'Winter'];
const SECOND = ['Adder', 'Badger', 'Crane', 'Crow', 'Falcon', 'Ferret', 'Fox', 'Hare', 'Hawk', 'Heron', 'Hound', 'Jackal', 'Kestrel', 'Lynx', 'Magpie', 'Marten', 'Mole', 'Moth', 'Otter', 'Owl', 'Raven', 'Shrike', 'Stoat', 'Viper', 'Wasp', 'Weasel', 'Wolf', 'Wren'];

export function codename(n: number): string {
  const first = FIRST[n % FIRST.length] ?? 'Gray';
  const second = SECOND[Math.floor(n / FIRST.length) % SECOND.length] ?? 'Fox';
  const cycle = Math.floor(n / (FIRST.length * SECOND.length));
  return cycle > 0 ? `${first} ${second} ${cycle + 1}` : `${first} ${second}`;
}
