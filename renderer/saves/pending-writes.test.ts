import { afterEach, describe, expect, it } from 'vitest';
import { resetWrites, trackWrite, writesSettled } from './pending-writes';

afterEach(() => resetWrites());

describe('writes under way when a game screen goes', () => {
  it('a listing waits for the last autosave, failed or not, and for one tracked while it waited', async () => {
    const order: string[] = [];
    let finish: () => void = () => undefined;
    trackWrite(new Promise<void>((resolve) => { finish = resolve; }).then(() => void order.push('autosave written')));
    trackWrite(Promise.reject(new Error('disk full')).catch(() => void order.push('failed write settled')).then(() => { throw new Error('still failed'); }));
    const listed = writesSettled().then(() => void order.push('listed'));
    await Promise.resolve();
    expect(order).not.toContain('listed');
    let late: () => void = () => undefined;
    trackWrite(new Promise<void>((resolve) => { late = resolve; }).then(() => void order.push('late write')));
    finish();
    await Promise.resolve();
    late();
    await listed;
    expect(order.at(-1)).toBe('listed');
    expect(order).toEqual(expect.arrayContaining(['autosave written', 'failed write settled', 'late write']));
  });

  it('with nothing under way it resolves at once', async () => {
    await expect(writesSettled()).resolves.toBeUndefined();
  });
});
