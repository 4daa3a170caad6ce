/**
 * What the players' display shows at a GM table, as one checked message:
 * the core's players' facts (src/battle/view playersFacts: the players' fog, the units they see,
 * the lines and rolls they read) with the table's look, and what the GM puts on it on purpose
 * (blackout, a ping, the pinned templates, the camera). It is built from the players' facts and
 * the GM table only, never from the battle or the GM's view, so nothing of the GM's (an unseen
 * unit, a private roll, a note, the computer's plan) can reach it. zod-checked on arrival.
 */
import * as z from 'zod';
import type { PlayersFacts } from '../../src/battle/view';
import type { Camera, GmTable } from './gm-table';

export const GM_GAME = 'battle-gm';

const cellSchema = z.object({ x: z.number().int().min(0).max(4096), y: z.number().int().min(0).max(4096) });

/** A template's outline (renderer/table/outline-layer.ts). */
const outlineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('line'), from: cellSchema, to: cellSchema }),
  z.object({ kind: z.literal('circle'), centre: cellSchema, radius: z.number().min(0).max(4096) }),
  z.object({ kind: z.literal('cone'), origin: cellSchema, toward: cellSchema, degrees: z.number().min(1).max(360) }),
]);

export const gmOverlaySchema = z.object({
  blackout: z.boolean(),
  ping: z.object({ cell: cellSchema, serial: z.number().int().min(0) }).nullable(),
  /** Newest lines the players read, in large type. */
  lines: z.array(z.object({ round: z.number().int().min(0), text: z.string().max(600) })).max(20),
  /** Newest rolls they read. */
  rolls: z.array(z.object({ title: z.string().max(200), lines: z.array(z.string().max(300)).max(20), outcome: z.string().max(120) })).max(8),
  templates: z.array(z.object({ id: z.number().int().min(0), label: z.string().max(200), cells: z.array(z.number().int().min(0)).max(20_000), kind: z.enum(['ruler', 'radius', 'cone']), outline: outlineSchema })).max(12),
  /** The camera the display shows: the GM's (following) or the pinned one. */
  camera: z.object({ x: z.number(), y: z.number(), zoom: z.number().positive() }).nullable(),
  pinned: z.boolean(),
});

export type GmOverlay = z.output<typeof gmOverlaySchema>;

export function gmOverlay(facts: Pick<PlayersFacts, 'lines' | 'rolls'>, table: GmTable, gmCamera: Camera | null): GmOverlay {
  return {
    blackout: table.blackout,
    ping: table.ping ? { cell: { ...table.ping.cell }, serial: table.ping.serial } : null,
    lines: facts.lines.map((l) => ({ round: l.round, text: l.text })),
    rolls: facts.rolls.map((r) => ({ title: r.title, lines: [...r.lines], outcome: r.outcome })),
    templates: table.templates.pinned.map((t) => ({ id: t.id, label: t.label, cells: [...t.cells], kind: t.shape.kind, outline: t.outline })),
    camera: table.pinned ?? gmCamera,
    pinned: table.pinned !== null,
  };
}

/** Rings a ping plays on the players' display. */
export const PING_RINGS = 3;

/**
 * A ping's rings on the players' display: a ping not rung yet (its serial) rings PING_RINGS times,
 * none under the blackout or when motion is reduced (the cell's wash and the "GM points at" line
 * show it still). `rung` is the newest serial seen, so an old ping never rings again.
 */
export function pingRings(gm: Pick<GmOverlay, 'ping' | 'blackout'>, rung: number, motion: boolean): { readonly rung: number; readonly rings: number } {
  if (!gm.ping || gm.ping.serial === rung) return { rung, rings: 0 };
  return { rung: gm.ping.serial, rings: gm.blackout || !motion ? 0 : PING_RINGS };
}

/** The overlay of a message, or null when it does not pass the schema. */
export function parseGmOverlay(data: unknown): GmOverlay | null {
  const r = gmOverlaySchema.safeParse(data);
  return r.success ? r.data : null;
}
