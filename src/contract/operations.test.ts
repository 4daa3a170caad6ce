import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_GLOBAL_NAME, splitOperationName, type BlacksiteApi } from './api';
import type { AppInfo, ProjectorState } from './app';
import { CONTRACT, OPERATION_NAMES, isOperationName } from './operations';
import type { SettingsPatch, SettingsSnapshot } from './settings';
import { checkOperationInput } from './validate';

describe('API contract', () => {
  it('lists the foundation operations with dotted names', () => {
    expect(OPERATION_NAMES).toEqual([
      'app.info',
      'app.quit',
      'settings.get',
      'settings.set',
      'projector.open',
      'projector.close',
      'roster.list',
      'roster.read',
      'roster.write',
      'roster.delete',
      'saves.list',
      'saves.read',
      'saves.write',
      'saves.autosave',
      'saves.keepForQuit',
      'saves.delete',
      'saves.backups',
      'saves.restoreBackup',
      'maps.open',
      'maps.cancel',
      'maps.list',
      'maps.read',
      'maps.add',
      'maps.remove',
      'campaigns.list',
      'campaigns.read',
      'campaigns.write',
      'campaigns.delete',
      'campaigns.backups',
      'campaigns.restoreBackup',
    ]);
    for (const name of OPERATION_NAMES) {
      expect(name).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
      expect(CONTRACT[name].summary).toMatch(/\.$/);
    }
    expect(API_GLOBAL_NAME).toBe('blacksite');
  });

  it('splits a name into group and method', () => {
    expect(splitOperationName('settings.set')).toEqual(['settings', 'set']);
    expect(isOperationName('settings.set')).toBe(true);
    expect(isOperationName('toString')).toBe(false);
    expect(isOperationName('fs.readFile')).toBe(false);
  });

  it('derives one promise-returning function per operation', () => {
    expectTypeOf<BlacksiteApi['app']['info']>().toEqualTypeOf<() => Promise<AppInfo>>();
    expectTypeOf<BlacksiteApi['app']['quit']>().toEqualTypeOf<() => Promise<undefined>>();
    expectTypeOf<BlacksiteApi['settings']['get']>().toEqualTypeOf<() => Promise<SettingsSnapshot>>();
    expectTypeOf<BlacksiteApi['settings']['set']>().toEqualTypeOf<(input: SettingsPatch) => Promise<SettingsSnapshot>>();
    expectTypeOf<BlacksiteApi['projector']['open']>().toEqualTypeOf<() => Promise<ProjectorState>>();
    expectTypeOf<keyof BlacksiteApi>().toEqualTypeOf<'app' | 'settings' | 'projector' | 'roster' | 'saves' | 'maps' | 'campaigns'>();
  });

  it('validates input, refusing with one sentence', () => {
    expect(checkOperationInput('settings.set', { uiScale: 1.5 })).toEqual({ ok: true, value: { uiScale: 1.5 } });
    expect(checkOperationInput('settings.get', undefined)).toEqual({ ok: true, value: undefined });
    expect(checkOperationInput('settings.set', { uiScale: 3 })).toEqual({
      ok: false,
      error: 'settings.set refused its input: uiScale: Too big: expected number to be <=2.',
    });
    const refused = checkOperationInput('app.quit', { please: true });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/^app\.quit refused its input: [^\n]+\.$/);
  });
});
