import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createRosterStore } from './save-roster';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blacksite-roster-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('agent roster store (same atomic writer and backups as saves)', () => {
  test('write, list, read, delete and restore agents', async () => {
    const roster = createRosterStore({ dir: join(root, 'roster') });
    expect(await roster.write('Alpha Red Tiger', { codeName: 'Alpha Red Tiger', body: 1 })).toEqual({ ok: true, id: 'alpha-red-tiger' });
    expect(await roster.write('snake', { name: 'Snake' })).toEqual({ ok: true, id: 'snake' });
    expect(await roster.list()).toEqual([
      { id: 'alpha-red-tiger', ok: true, name: 'Alpha Red Tiger' },
      { id: 'snake', ok: true, name: 'Snake' },
    ]);
    expect(await roster.read('snake')).toEqual({ ok: true, id: 'snake', agent: { name: 'Snake' } });
    await roster.write('snake', { name: 'Solid Snake' });
    expect((await roster.listBackups('snake')).map((b) => b.id)).toEqual(['000001']);
    expect(await roster.delete('snake')).toEqual({ ok: true, id: 'snake' });
    expect((await roster.list()).map((a) => a.id)).toEqual(['alpha-red-tiger']);
    expect(await roster.restoreBackup('snake', '000002')).toEqual({ ok: true, id: 'snake' });
    expect(await roster.read('snake')).toMatchObject({ agent: { name: 'Solid Snake' } });
  });

  test('the agent builder schema is enforced; nothing broken is written', async () => {
    const agent = z.strictObject({ name: z.string(), body: z.number().int().min(-3).max(3) });
    const roster = createRosterStore({ dir: root, schema: agent });
    await roster.write('a', { name: 'A', body: 1 });
    const before = await readFile(join(root, 'a.agent.json'), 'utf8');
    expect(await roster.write('a', { name: 'A', body: 9 })).toEqual({
      ok: false,
      reason: 'The agent was not written: this agent file is damaged: the body is more than 3.',
    });
    expect(await readFile(join(root, 'a.agent.json'), 'utf8')).toBe(before);
    await writeFile(join(root, 'b.agent.json'), '{"name":');
    expect(await roster.read('b')).toEqual({ ok: false, reason: 'This agent file is not valid JSON (it may be cut off or corrupted).' });
    expect((await roster.list()).map((l) => l.ok)).toEqual([true, false]);
  });

  test('names are sanitised like save names', async () => {
    const roster = createRosterStore({ dir: join(root, 'roster') });
    expect(await roster.write('../../evil', { name: 'x' })).toEqual({ ok: true, id: 'evil' });
    expect(await roster.write('..', { name: 'x' })).toEqual({ ok: false, reason: 'An agent name needs at least one letter or digit.' });
    expect(await readdir(root)).toEqual(['roster']);
  });
});
