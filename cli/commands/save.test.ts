import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { serializeSave } from '../../src/save/index';
import { skirmishKind } from '../../src/save/test-helpers/skirmish-kind';
import { skirmishSave } from '../../src/save/test-helpers/skirmish-save';
import { memoryIo } from '../io';
import { main } from '../main';
import { createSaveCommand } from './save';

const dir = mkdtempSync(join(tmpdir(), 'blacksite-cli-save-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const command = createSaveCommand([skirmishKind]);
const run = async (args: string[]) => {
  const io = memoryIo();
  const code = await command.run(args, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
};
const good = skirmishSave('cli', 3);

describe('blacksite save verify', () => {
  test('a sound save: what it found, exit 0', async () => {
    const r = await run(['verify', file('good.save.json', serializeSave(good))]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('good.save.json: tactical battle "Skirmish cli"');
    expect(r.out).toContain('format: blacksite-save 2, written by Blacksite 0.1.0');
    expect(r.out).toContain('round 4; sides: Red team, Blue team; map: Test Yard');
    expect(r.out).toContain(`commands: ${good.commands.length}; snapshot hash `);
    expect(r.out).toContain('replay: the log reproduces the saved state');
    expect(r.out).toMatch(/This save is sound\.$/);
  });

  test('a replay mismatch: exit 1 with one sentence', async () => {
    const tampered = { ...good, snapshot: { ...good.snapshot, hits: good.snapshot.hits + 1 } };
    const r = await run(['verify', file('mismatch.save.json', serializeSave(tampered))]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('replay: MISMATCH');
    expect(r.err).toBe(`Replaying this save's ${good.commands.length} commands does not reproduce its saved state (first difference at hits); the saved state is used.`);
  });

  test.each([
    ['truncated', serializeSave(good).slice(0, 200), 'This save file is cut off (truncated): it was not completely written or copied.'],
    ['foreign', '{"tiledversion":"1.10"}', 'This file is not a Blacksite save.'],
    ['newer', '{"format":"blacksite-save","formatVersion":3}', 'This save was written by a newer Blacksite (save format 3, this one reads up to 2): update Blacksite to open it.'],
  ])('a %s file: exit 1 with one sentence', async (name, text, sentence) => {
    const r = await run(['verify', file(`${name}.save.json`, text)]);
    expect(r).toEqual({ code: 1, out: '', err: sentence });
  });

  test('a damaged game part: the envelope is described, then the sentence', async () => {
    const r = await run(['verify', file('damaged.save.json', serializeSave({ ...good, commands: [{ type: 'teleport' }] }))]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('damaged.save.json: tactical battle "Skirmish cli", format 2');
    expect(r.err).toBe('This save is damaged: command 1 is of a kind this Blacksite does not know ("teleport").');
  });

  test('a missing file, and usage errors', async () => {
    expect(await run(['verify', join(dir, 'nope.json')])).toEqual({ code: 1, out: '', err: `There is no file ${join(dir, 'nope.json')}.` });
    expect((await run(['verify'])).code).toBe(2);
    expect((await run(['check', 'x'])).code).toBe(2);
    expect((await run(['verify', 'a', 'b'])).code).toBe(2);
  });

  test('the conspiracy golden save verifies with the built-in game kinds', async () => {
    const io = memoryIo();
    const golden = join(import.meta.dirname, '../../test/fixtures/saves/v1/conspiracy-game.save.json');
    expect(await main(['save', 'verify', golden], io)).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/^conspiracy-game\.save\.json: conspiracy game "Three-Way Split \(golden\)"/);
    expect(io.stdout.join('\n')).toContain('turn 10; seats: The Lakeside Combine, The Permian Circle, The Granite Lodge; map: Three-Way Split');
  });

  test('registered in the blacksite command', async () => {
    const io = memoryIo();
    expect(await main(['save', '--help'], io)).toBe(0);
    expect(io.stdout.join('\n')).toContain('Usage: blacksite save verify <file>');
    const io2 = memoryIo();
    expect(await main(['save', 'verify', file('x.save.json', '[]')], io2)).toBe(1);
    expect(io2.stderr).toEqual(['This file is not a Blacksite save.']);
  });
});
