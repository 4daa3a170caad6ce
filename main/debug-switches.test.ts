import { describe, expect, it } from 'vitest';
import { foreignDebugSwitch } from './debug-switches';

describe('debugging switches the app did not set', () => {
  it('finds Chromium remote debugging and Node inspector switches however they are written', () => {
    expect(foreignDebugSwitch(['--remote-debugging-port=9222'])).toBe('--remote-debugging-port');
    expect(foreignDebugSwitch(['--remote-debugging-port', '9222'])).toBe('--remote-debugging-port');
    expect(foreignDebugSwitch(['-Remote-Debugging-Pipe'])).toBe('--remote-debugging-pipe');
    expect(foreignDebugSwitch(['/inspect-brk=0'])).toBe('--inspect-brk');
    expect(foreignDebugSwitch(['map.tmj', '--inspect'])).toBe('--inspect');
    expect(foreignDebugSwitch(['--inspect-port=1'])).toBe('--inspect-port');
  });

  it('lets ordinary arguments through, and file names after "--"', () => {
    expect(foreignDebugSwitch([])).toBeUndefined();
    expect(foreignDebugSwitch(['--no-sandbox-please', '--inspector', 'remote-debugging-port', '--', '--inspect'])).toBeUndefined();
  });

  it("asks Electron's own reading of the command line too", () => {
    expect(foreignDebugSwitch([], (name) => name === 'remote-debugging-port')).toBe('--remote-debugging-port');
  });
});
