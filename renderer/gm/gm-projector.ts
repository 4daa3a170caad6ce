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

export const gmOverlaySchema = z.object({
  blackout: z.boolean(),
  ping: z.object({ cell: cellSchema, serial: z.number().int().min(0) }).nullable(),
  /** Newest lines the players read, in large type. */
  lines: z.array(z.object({ round: z.number().int().min(0), text: z.string().max(600) })).max(20),
  /** Newest rolls they read. */
  rolls: z.array(z.object({ title: z.string().max(200), lines: z.array(z.string().max(300)).max(20), outcome: z.string().max(120) })).max(8),
  templates: z.array(z.object({ id: z.number().int().min(0), label: z.string().max(200), cells: z.array(z.number().int().min(0)).max(20_000), kind: z.enum(['ruler', 'radius', 'cone']) })).max(12),
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
    templates: table.templates.pinned.map((t) => ({ id: t.id, label: t.label, cells: [...t.cells], kind: t.shape.kind })),
    camera: table.pinned ?? gmCamera,
    pinned: table.pinned !== null,
  };
}

/** The overlay of a message, or null when it does not pass the schema. */
export function parseGmOverlay(data: unknown): GmOverlay | null {
  const r = gmOverlaySchema.safeParse(data);
  return r.success ? r.data : null;
}
