import type { LadderWord } from '../../core/ladder';
import type { Effect, RangeLevel } from './effects';
import type { SkillId } from './skills';
import { lv } from './words';

/**
 * A Group's other Gifts (black-hats.txt: "described in the Group record sheet"), each mechanical:
 * - passive: helps the controlling conspiracy (its Agents within the Group's Range, or its purse);
 * - self: protects the Group itself;
 * - action: the Group may act once per turn with that skill at that level (R-HATS-2).
 * An incapacitated Group gives none of them.
 */
export type GroupGift =
  | { readonly kind: 'passive'; readonly effect: Effect }
  | { readonly kind: 'self'; readonly effect: Effect }
  | { readonly kind: 'action'; readonly skill: SkillId; readonly level: number };

export interface GroupData {
  readonly id: string;
  readonly name: string;
  readonly area: string;
  readonly resilience: number;
  readonly loyalty: number;
  readonly scale: number;
  /** Income Gift, 0..3; a Group yields Income + Scale a turn (R-HATS-2). */
  readonly income: number;
  readonly range: RangeLevel;
  readonly gifts: readonly GroupGift[];
  readonly flavour: string;
}

const g = (
  id: string, name: string, area: string,
  resilience: LadderWord, loyalty: LadderWord, scale: number, income: number, range: RangeLevel,
  gifts: readonly GroupGift[], flavour: string,
): GroupData => ({ id, name, area, resilience: lv(resilience), loyalty: lv(loyalty), scale, income, range, gifts, flavour });

const skillBonus = (skill: SkillId, amount = 1): GroupGift => ({ kind: 'passive', effect: { kind: 'skill', skill, amount } });
const act = (skill: SkillId, level: LadderWord): GroupGift => ({ kind: 'action', skill, level: lv(level) });
const self = (effect: Effect): GroupGift => ({ kind: 'self', effect });
const purse = (effect: Effect): GroupGift => ({ kind: 'passive', effect });

export const GROUPS: readonly GroupData[] = [
  // Northeast
  g('harbor-trust', 'Harbor Trust Bank', 'boston', 'Good', 'Fair', 2, 2, 'global', [purse({ kind: 'discount', action: 'bribery', amount: 5 })], 'Old money that has financed every side of every war since 1790.'),
  g('ivy-faculty', 'Ivy League Faculty Club', 'boston', 'Fair', 'Good', 1, 1, 'regional', [skillBonus('research')], 'Tenured minds who will prove anything for the right endowment.'),
  g('wall-street-desk', 'Wall Street Trading Desk', 'new-york', 'Fair', 'Mediocre', 2, 3, 'global', [], 'Forty screens, no windows, a phone line to everywhere.'),
  g('five-families', 'The Five Families', 'new-york', 'Good', 'Good', 2, 1, 'regional', [act('combat', 'Good')], 'Respect is earned; the rest is collected weekly.'),
  g('lake-placid-lodge', 'Lake Placid Hunting Lodge', 'adirondacks', 'Good', 'Great', 0, 1, 'local', [purse({ kind: 'heal', amount: 1 })], 'A quiet place where wounded men recover and nobody asks.'),
  // East Coast
  g('k-street-lobby', 'K Street Lobbyists', 'washington', 'Fair', 'Mediocre', 2, 2, 'global', [skillBonus('bribery')], 'They wrote the bill, and the amendment, and the loophole.'),
  g('senate-committee', 'Senate Intelligence Committee', 'washington', 'Good', 'Fair', 3, 0, 'global', [skillBonus('surveillance'), self({ kind: 'armor', amount: 1 })], 'Oversight, in the sense of looking the other way.'),
  g('liberty-press', 'Liberty Press Syndicate', 'philadelphia', 'Fair', 'Fair', 1, 2, 'regional', [skillBonus('indoctrinate')], 'Eleven newspapers that all print the same editorial.'),
  g('research-triangle', 'Research Triangle Labs', 'raliegh', 'Fair', 'Fair', 1, 1, 'regional', [skillBonus('research')], 'Biotech, defence contracts, and a floor nobody has the badge for.'),
  g('hollow-militia', 'Hollow Creek Militia', 'appalachia', 'Great', 'Good', 1, 0, 'local', [act('protect', 'Fair'), self({ kind: 'armor', amount: 1 })], 'They have been waiting for this day, and they have supplies.'),
  // Sunbelt
  g('peachtree-broadcasting', 'Peachtree Broadcasting', 'atlanta', 'Fair', 'Fair', 2, 2, 'global', [skillBonus('indoctrinate')], 'Twenty-four hours of news, most of it true.'),
  g('cdc-annex', 'Disease Control Annex', 'atlanta', 'Good', 'Good', 1, 0, 'regional', [skillBonus('research'), purse({ kind: 'heal', amount: 1 })], 'Freezers full of things that do not officially exist.'),
  g('river-unions', 'Mississippi River Unions', 'memphis', 'Good', 'Mediocre', 2, 1, 'regional', [self({ kind: 'armor', amount: 1 })], 'Nothing moves on the river without the stevedores agreeing.'),
  g('cartel-miami', 'Biscayne Cartel', 'miami', 'Good', 'Mediocre', 2, 3, 'regional', [act('combat', 'Fair')], 'Import, export, and a very discreet fleet of speedboats.'),
  g('swamp-cult', 'Church of the Black Water', 'okeefenokee', 'Fair', 'Great', 0, 1, 'regional', [purse({ kind: 'loyalty', amount: 1 })], 'The faithful wade in at midnight and come out devoted.'),
  // Midwest
  g('aircraft-works', 'Wichita Aircraft Works', 'wichita', 'Good', 'Fair', 2, 2, 'regional', [purse({ kind: 'move', how: 'any-gateway' })], 'Light aircraft, charter pilots, flight plans that get lost.'),
  g('gateway-rail', 'Gateway Rail Consortium', 'st-louis', 'Fair', 'Mediocre', 2, 2, 'global', [purse({ kind: 'upkeep', amount: 1 })], 'Freight moves, and so does whatever is hidden in it.'),
  g('st-louis-pd', 'St. Louis Police Department', 'st-louis', 'Good', 'Fair', 1, 0, 'regional', [act('surveillance', 'Fair'), skillBonus('protect')], 'Underpaid, overworked, and taking calls from anyone.'),
  g('grain-coop', 'Heartland Grain Cooperative', 'breadbasket', 'Good', 'Good', 2, 2, 'local', [], 'Feeds the nation and remembers who was late paying.'),
  // Southeast
  g('desert-defense', 'Sonoran Defense Systems', 'phoenix', 'Good', 'Fair', 2, 1, 'regional', [purse({ kind: 'damage', amount: 1 })], 'Precision guidance for customers who do not ask for invoices.'),
  g('oil-barons', 'Permian Oil Barons', 'dallas', 'Good', 'Mediocre', 3, 2, 'global', [], 'Derricks, ranches, senators: all bought by the barrel.'),
  g('texas-rangers', 'Lone Star Private Security', 'dallas', 'Great', 'Good', 1, 0, 'regional', [act('protect', 'Good')], 'Mounted, armed, licensed in six states.'),
  g('mission-control', 'Mission Control Contractors', 'houston', 'Fair', 'Fair', 2, 1, 'global', [skillBonus('surveillance'), skillBonus('research')], 'Telemetry from every satellite, and a few that are not ours.'),
  g('hangar-18', 'Hangar 18 Recovery Team', 'roswell', 'Good', 'Great', 1, 0, 'global', [skillBonus('research', 2)], 'What crashed in 1947 is still being reverse-engineered.'),
  g('border-coyotes', 'Llano Border Runners', 'llano-escatado', 'Fair', 'Poor', 0, 1, 'regional', [purse({ kind: 'subtlety', amount: 1 })], 'They move people and cargo across anything, unseen.'),
  // West Coast
  g('studio-system', 'Hollywood Studio System', 'los-angeles', 'Fair', 'Mediocre', 3, 3, 'global', [skillBonus('indoctrinate')], 'The dream factory also manufactures consent.'),
  g('lapd-intelligence', 'LAPD Intelligence Division', 'los-angeles', 'Good', 'Fair', 1, 0, 'regional', [act('surveillance', 'Good')], 'Files on everyone who ever mattered in this town.'),
  g('naval-yards', 'Pacific Naval Yards', 'san-diego', 'Great', 'Good', 2, 1, 'regional', [self({ kind: 'armor', amount: 1 }), purse({ kind: 'damage', amount: 1 })], 'Where the fleet is refitted, and some of it disappears.'),
  g('silicon-startups', 'Silicon Valley Startups', 'san-francisco', 'Mediocre', 'Poor', 2, 2, 'global', [skillBonus('surveillance'), skillBonus('research')], 'Disrupting privacy since the last funding round.'),
  g('test-range', 'Mojave Test Range', 'mojave-desert', 'Great', 'Good', 1, 0, 'regional', [purse({ kind: 'damage', amount: 1 }), self({ kind: 'ward', amount: 1 })], 'Restricted airspace; the bright lights are just weather balloons.'),
  // North
  g('missile-silos', 'Minuteman Silo Crews', 'bismarck', 'Great', 'Great', 1, 0, 'global', [self({ kind: 'armor', amount: 2 })], 'Two keys, two officers, one very long wait.'),
  g('badlands-ranch', 'Badlands Cattle Company', 'dakota-badlands', 'Good', 'Fair', 1, 2, 'local', [], 'Ten thousand acres and nothing on them but cattle and rumours.'),
  g('montana-freemen', 'Montana Freemen', 'montana', 'Good', 'Good', 1, 0, 'regional', [act('combat', 'Fair'), self({ kind: 'ward', amount: 1 })], 'They print their own money and answer to no government.'),
  // Central
  g('chicago-outfit', 'The Chicago Outfit', 'chicago', 'Good', 'Fair', 2, 2, 'regional', [act('combat', 'Good')], 'The machine runs the city; the Outfit runs the machine.'),
  g('board-of-trade', 'Board of Trade Pit', 'chicago', 'Fair', 'Mediocre', 2, 3, 'global', [], 'Futures bought and sold, and futures decided.'),
  g('motor-city-unions', 'Motor City Autoworkers', 'detroit', 'Good', 'Fair', 3, 1, 'regional', [self({ kind: 'armor', amount: 1 })], 'Half a million workers who can stop the country in a day.'),
  g('twin-cities-foundation', 'Twin Cities Foundation', 'minneapolis', 'Fair', 'Good', 1, 2, 'global', [purse({ kind: 'discount', action: 'recruit', amount: 3 })], 'Scholarships for promising young people with no family ties.'),
  g('lake-freighters', 'Great Lakes Freighters', 'great-lakes', 'Good', 'Fair', 1, 1, 'regional', [purse({ kind: 'subtlety', amount: 1 })], 'Ore boats that do not always stop where the manifest says.'),
  // Mountain
  g('norad', 'Cheyenne Mountain Watch', 'denver', 'Superb', 'Great', 2, 0, 'global', [skillBonus('surveillance'), self({ kind: 'armor', amount: 2 })], 'Deep in the granite, watching the skies and the phones.'),
  g('denver-airport', 'Denver Airport Authority', 'denver', 'Fair', 'Fair', 1, 2, 'regional', [purse({ kind: 'move', how: 'any-gateway' })], 'Murals, tunnels, and runways longer than they need to be.'),
  g('genealogy-vault', 'Granite Genealogy Vault', 'salt-lake-city', 'Good', 'Great', 1, 1, 'global', [skillBonus('surveillance')], 'Records of every family in the nation, sealed in the mountain.'),
  g('mountain-retreat', 'Rocky Mountain Retreat', 'rocky-mountains', 'Good', 'Good', 0, 1, 'regional', [purse({ kind: 'heal', amount: 1 }), skillBonus('indoctrinate')], 'Seminars on self-improvement; some attendees stay forever.'),
  // Northwest
  g('software-giant', 'Emerald Software', 'seattle', 'Fair', 'Mediocre', 3, 3, 'global', [skillBonus('surveillance')], 'Your operating system, your files, its telemetry.'),
  g('timber-barons', 'Columbia Timber Company', 'portland', 'Good', 'Fair', 2, 2, 'regional', [], 'They own the forests, the mills and the county commissioners.'),
  g('cascade-commune', 'Cascade Commune', 'cascades', 'Mediocre', 'Great', 0, 0, 'regional', [skillBonus('indoctrinate'), purse({ kind: 'loyalty', amount: 1 })], 'Off the grid, on message, and recruiting.'),
];

export const GROUP_BY_ID: ReadonlyMap<string, GroupData> = new Map(GROUPS.map((x) => [x.id, x]));

export function groupData(id: string): GroupData {
  const d = GROUP_BY_ID.get(id);
  if (!d) throw new Error(`unknown group ${id}`);
  return d;
}

const BY_AREA = new Map<string, GroupData[]>();
for (const d of GROUPS) BY_AREA.set(d.area, [...(BY_AREA.get(d.area) ?? []), d]);

export function groupsIn(area: string): readonly GroupData[] {
  return BY_AREA.get(area) ?? [];
}
