import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT, OPERATION_NAMES, okReply, refusedReply, splitOperationName } from '../src/contract';
import { mockContextBridge, mockIpcRenderer, resetElectronMock } from './test-helpers/electron-mock';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

type Exposed = Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;
let exposed: Exposed;

beforeAll(async () => {
  resetElectronMock();
  await import('./preload');
  expect(mockContextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
  const [key, api] = mockContextBridge.exposeInMainWorld.mock.calls[0] ?? [];
  expect(key).toBe('blacksite');
  exposed = api as Exposed;
});

describe('preload', () => {
  it('exposes exactly one function per contract operation and nothing else', () => {
    const names = Object.entries(exposed).flatMap(([group, methods]) =>
      Object.entries(methods).map(([method, fn]) => {
        expect(typeof fn).toBe('function');
        return `${group}.${method}`;
      }),
    );
    expect(names.sort()).toEqual([...OPERATION_NAMES].sort());
    for (const methods of Object.values(exposed)) expect(Object.getPrototypeOf(methods)).toBe(Object.prototype);
  });

  it.each(OPERATION_NAMES)('%s invokes its own channel with its one argument and resolves to the value', async (name) => {
    const [group, method] = splitOperationName(name);
    const fn = exposed[group]?.[method];
    mockIpcRenderer.invoke.mockResolvedValueOnce(okReply({ answer: name }));
    await expect(fn?.({ some: 'input' })).resolves.toEqual({ answer: name });
    // Operations without input are called without an argument; the others pass theirs through untouched.
    const takesInput = !CONTRACT[name].input.safeParse(undefined).success;
    const expectedInput = takesInput ? { some: 'input' } : undefined;
    expect(mockIpcRenderer.invoke).toHaveBeenLastCalledWith(name, expectedInput);
  });

  it('rejects with exactly the sentence main refused with', async () => {
    mockIpcRenderer.invoke.mockResolvedValueOnce(refusedReply('settings.set refused its input: uiScale: Too big.'));
    await expect(exposed.settings?.set?.({ uiScale: 9 })).rejects.toThrow(new Error('settings.set refused its input: uiScale: Too big.'));
  });
});
