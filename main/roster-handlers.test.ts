import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentFileSchema, agentToFile } from '../src/agents/agent-file';
import { TIGER } from '../src/agents/test-agents';
import { checkOperationInput } from '../src/contract';
import { createRosterHandlers } from './roster-handlers';
import { createRosterStore } from './save-roster';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blacksite-roster-ops-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const file = agentToFile(TIGER);

describe('roster.* handlers', () => {
  it('write, list, read and delete agent files on disk', async () => {
    const dir = join(root, 'roster');
    const ops = createRosterHandlers(createRosterStore({ dir, schema: agentFileSchema }));
    expect(await ops['roster.write']({ id: 'jack-doe', file })).toEqual({ id: 'jack-doe' });
    expect(JSON.parse(await readFile(join(dir, 'jack-doe.agent.json'), 'utf8'))).toEqual(file);
    await writeFile(join(dir, 'broken.agent.json'), '{"format": "blacksite-agent", "version": 1, "name": ');
    const listing = await ops['roster.list']();
    expect(listing.agents).toEqual([{ id: 'jack-doe', file }]);
    expect(listing.unreadable).toEqual([{ id: 'broken', reason: 'This agent file is not valid JSON (it may be cut off or corrupted).' }]);
    expect(listing.location).toBe(dir);
    expect(await ops['roster.read']({ id: 'jack-doe' })).toEqual({ id: 'jack-doe', file });
    expect(await ops['roster.delete']({ id: 'jack-doe' })).toEqual({ id: 'jack-doe' });
    expect((await ops['roster.list']()).agents).toEqual([]);
  });

  it('refusals travel as sentences; nothing broken is written', async () => {
    const ops = createRosterHandlers(createRosterStore({ dir: root, schema: agentFileSchema }));
    await expect(ops['roster.read']({ id: 'ghost' })).rejects.toThrow(/^[A-Z].*\.$/);
    await expect(ops['roster.write']({ id: 'x', file: { ...file, attributes: { ...file.attributes, BODY: 'Huge' } } })).rejects.toThrow(
      /BODY/,
    );
    await expect(createRosterHandlers(undefined)['roster.list']()).rejects.toThrow('The agent roster is not available in this window.');
  });

  it('ids and agent files are checked at the IPC edge: no path can be named', () => {
    expect(checkOperationInput('roster.read', { id: '../../etc/passwd' })).toMatchObject({ ok: false });
    expect(checkOperationInput('roster.delete', { id: 'Jack Doe' })).toMatchObject({ ok: false });
    expect(checkOperationInput('roster.write', { id: 'ok', file: { format: 'blacksite-save' } })).toMatchObject({ ok: false });
    expect(checkOperationInput('roster.write', { id: 'ok', file })).toMatchObject({ ok: true });
  });
});
