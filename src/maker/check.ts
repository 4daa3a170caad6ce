import { loadMap } from '../battle/map/load-map';
import { memoryMapSource } from '../battle/map/map-source';
import { summarizeMap, type MapSummary } from '../battle/map/summary';
import type { BattleMap } from '../battle/map/types';
import type { MakerDoc } from './doc';
import { tableChecks, tableCheckWords } from './table-checks';
import { writeTiledMap } from './tiled-writer';

/**
 * The maker's live check: the map as it would be saved, read back by the one loader, so the
 * figures and warnings are exactly `blacksite map check`'s on the saved files; then the two table
 * checks (table-checks.ts) with the cells they name. The picture is left out (it changes nothing
 * the check reports); an edited map's own files are given in `files`.
 */
export interface MakerCheck {
  readonly ok: boolean;
  /** One sentence when the loader would refuse the map. */
  readonly refusal?: string;
  readonly summary?: MapSummary;
  readonly map?: BattleMap;
  /** Warnings in words: the loader's, then the table checks', each with the cells to show. */
  readonly findings: readonly { readonly text: string; readonly cells: readonly { readonly x: number; readonly y: number }[] }[];
}

export async function checkDoc(doc: MakerDoc, onto?: { json: Readonly<Record<string, unknown>>; nextGid: number; files: Readonly<Record<string, Uint8Array>>; name: string }): Promise<MakerCheck> {
  const fileName = onto?.name ?? 'check.tmj';
  const written = writeTiledMap({ doc, fileName, ...(onto ? { onto } : {}) });
  const files: Record<string, Uint8Array> = { ...(onto?.files ?? {}) };
  for (const f of written) files[f.path] = f.bytes;
  const loaded = await loadMap(fileName, memoryMapSource(files));
  if (!loaded.ok) return { ok: false, refusal: loaded.reason, findings: [{ text: loaded.reason, cells: [] }] };
  const summary = summarizeMap(loaded.map);
  const table = tableCheckWords(tableChecks(loaded.map));
  // The loader's own word on sides it placed in sight says less than the table check, which names the cells.
  const warnings = summary.warnings.filter((w) => !(w.startsWith('The sides Blacksite placed') && table.some((t) => t.cells.length > 0)));
  const findings = [...warnings.map((text) => ({ text, cells: [] })), ...table];
  return { ok: true, summary, map: loaded.map, findings };
}
