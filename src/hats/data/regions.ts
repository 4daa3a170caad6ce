/**
 * The play area of Black Hats: ten Regions of the lower 48, each with its Areas, exactly as the
 * table of black-hats.txt (its spellings kept: "Raliegh", "Okeefenokee", "Llano Escatado").
 * Every Region has one gateway Area (long-distance travel, R-HATS-3) and at least one wilderness
 * Area (+1 Subtlety against Surveillance, R-HATS-3).
 */
export type AreaKind = 'city' | 'gateway' | 'wilderness';

export interface RegionData {
  readonly id: string;
  readonly name: string;
}

export interface AreaData {
  readonly id: string;
  readonly name: string;
  readonly region: string;
  readonly kind: AreaKind;
}

export const REGIONS: readonly RegionData[] = [
  { id: 'northeast', name: 'Northeast' },
  { id: 'east-coast', name: 'East Coast' },
  { id: 'sunbelt', name: 'Sunbelt' },
  { id: 'midwest', name: 'Midwest' },
  { id: 'southeast', name: 'Southeast' },
  { id: 'west-coast', name: 'West Coast' },
  { id: 'north', name: 'North' },
  { id: 'central', name: 'Central' },
  { id: 'mountain', name: 'Mountain' },
  { id: 'northwest', name: 'Northwest' },
];

const area = (id: string, name: string, region: string, kind: AreaKind = 'city'): AreaData => ({ id, name, region, kind });

export const AREAS: readonly AreaData[] = [
  area('boston', 'Boston', 'northeast'),
  area('new-york', 'New York', 'northeast', 'gateway'),
  area('adirondacks', 'Adirondacks', 'northeast', 'wilderness'),
  area('washington', 'Washington', 'east-coast'),
  area('philadelphia', 'Philadelphia', 'east-coast', 'gateway'),
  area('raliegh', 'Raliegh', 'east-coast'),
  area('appalachia', 'Appalachia', 'east-coast', 'wilderness'),
  area('atlanta', 'Atlanta', 'sunbelt'),
  area('memphis', 'Memphis', 'sunbelt'),
  area('miami', 'Miami', 'sunbelt', 'gateway'),
  area('okeefenokee', 'Okeefenokee', 'sunbelt', 'wilderness'),
  area('wichita', 'Wichita', 'midwest'),
  area('st-louis', 'St. Louis', 'midwest', 'gateway'),
  area('breadbasket', 'Breadbasket', 'midwest', 'wilderness'),
  area('phoenix', 'Phoenix', 'southeast'),
  area('dallas', 'Dallas', 'southeast', 'gateway'),
  area('houston', 'Houston', 'southeast'),
  area('roswell', 'Roswell', 'southeast'),
  area('llano-escatado', 'Llano Escatado', 'southeast', 'wilderness'),
  area('los-angeles', 'Los Angeles', 'west-coast', 'gateway'),
  area('san-diego', 'San Diego', 'west-coast'),
  area('san-francisco', 'San Francisco', 'west-coast'),
  area('mojave-desert', 'Mojave Desert', 'west-coast', 'wilderness'),
  area('bismarck', 'Bismarck', 'north', 'gateway'),
  area('dakota-badlands', 'Dakota Badlands', 'north', 'wilderness'),
  area('montana', 'Montana', 'north', 'wilderness'),
  area('chicago', 'Chicago', 'central', 'gateway'),
  area('detroit', 'Detroit', 'central'),
  area('minneapolis', 'Minneapolis', 'central'),
  area('great-lakes', 'Great Lakes', 'central', 'wilderness'),
  area('denver', 'Denver', 'mountain', 'gateway'),
  area('salt-lake-city', 'Salt Lake City', 'mountain'),
  area('rocky-mountains', 'Rocky Mountains', 'mountain', 'wilderness'),
  area('seattle', 'Seattle', 'northwest', 'gateway'),
  area('portland', 'Portland', 'northwest'),
  area('cascades', 'Cascades', 'northwest', 'wilderness'),
];

export const AREA_BY_ID: ReadonlyMap<string, AreaData> = new Map(AREAS.map((a) => [a.id, a]));
export const REGION_BY_ID: ReadonlyMap<string, RegionData> = new Map(REGIONS.map((r) => [r.id, r]));

export function areaOf(id: string): AreaData {
  const a = AREA_BY_ID.get(id);
  if (!a) throw new Error(`unknown area ${id}`);
  return a;
}

export function gatewayOf(region: string): AreaData {
  const g = AREAS.find((a) => a.region === region && a.kind === 'gateway');
  if (!g) throw new Error(`region ${region} has no gateway`);
  return g;
}
