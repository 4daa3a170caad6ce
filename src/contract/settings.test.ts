import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SettingsPatchSchema,
  SettingsSchema,
  applySettingsPatch,
  readSettingsDocument,
  MAX_SETTINGS_CHARS,
  SETTINGS_LIMITS,
  writeSettingsDocument,
  type Settings,
  type SettingsPatch,
} from './settings';

const settingsArb: fc.Arbitrary<Settings> = fc.record({
  uiScale: fc.double({ min: 1, max: 2, noNaN: true }),
  reducedMotion: fc.constantFrom('system', 'on', 'off'),
  projectorFollowsCamera: fc.boolean(),
  houseRules: fc.dictionary(
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,19}$/),
    fc.oneof(fc.boolean(), fc.integer(), fc.string({ maxLength: 20 })),
  ),
});

describe('settings', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({ uiScale: 1, reducedMotion: 'system', projectorFollowsCamera: true, houseRules: {} });
  });

  it('keeps uiScale within 1..2', () => {
    expect(SettingsSchema.safeParse({ uiScale: 0.5 }).success).toBe(false);
    expect(SettingsSchema.safeParse({ uiScale: 2.5 }).success).toBe(false);
    expect(SettingsSchema.parse({ uiScale: 1.25 }).uiScale).toBe(1.25);
  });

  it('fills no defaults into a patch, so changing one setting resets nothing else', () => {
    expect(SettingsPatchSchema.parse({ uiScale: 1.5 })).toEqual({ uiScale: 1.5 });
    const current: Settings = { ...DEFAULT_SETTINGS, reducedMotion: 'on', houseRules: { recoil: 'per-burst' } };
    expect(applySettingsPatch(current, { uiScale: 1.5 })).toEqual({ ...current, uiScale: 1.5 });
  });

  it('refuses a patch with unknown keys or wrong values', () => {
    expect(SettingsPatchSchema.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ reducedMotion: 'sometimes' }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ houseRules: { recoil: { nested: true } } }).success).toBe(false);
  });

  it('never carries a "__proto__" house rule through', () => {
    const parsed = SettingsPatchSchema.parse(JSON.parse('{"houseRules": {"__proto__": {"polluted": true}, "recoil": "per-burst"}}'));
    expect(parsed).toEqual({ houseRules: { recoil: 'per-burst' } });
    expect(Object.getPrototypeOf(parsed.houseRules)).toBe(Object.prototype);
    expect(SettingsPatchSchema.safeParse({ houseRules: { '9lives': true } }).success).toBe(false);
  });

  it('applies every field of a patch and nothing else (property)', () => {
    const patchArb: fc.Arbitrary<SettingsPatch> = settingsArb.chain((s) => fc.subarray(Object.keys(s)).map((keys) =>
      Object.fromEntries(keys.map((k) => [k, s[k as keyof Settings]])) as SettingsPatch));
    fc.assert(fc.property(settingsArb, patchArb, (base, patch) => {
      const next = applySettingsPatch(base, patch);
      expect(next).toEqual({ ...base, ...patch });
      expect(SettingsSchema.parse(next)).toEqual(next);
    }));
  });

  it('reads back exactly what it wrote (property)', () => {
    fc.assert(fc.property(settingsArb, (s) => {
      expect(readSettingsDocument(writeSettingsDocument(s), 'test')).toEqual({ settings: s, warning: null });
    }));
  });

  it('gives defaults without a warning when nothing is stored', () => {
    expect(readSettingsDocument(null, 'x')).toEqual({ settings: DEFAULT_SETTINGS, warning: null });
  });

  it('gives defaults and one sentence when the stored text is damaged', () => {
    const broken = readSettingsDocument('{"version": 1, "settings": {', '/home/u/settings.json');
    expect(broken.settings).toEqual(DEFAULT_SETTINGS);
    expect(broken.warning).toBe(
      'The settings in /home/u/settings.json could not be read (it is not valid JSON), so the defaults are in use until you change a setting.',
    );
    const wrong = readSettingsDocument(JSON.stringify({ version: 1, settings: { uiScale: 9 } }), 'f');
    expect(wrong.settings).toEqual(DEFAULT_SETTINGS);
    expect(wrong.warning).toBe('The settings in f could not be read (UI scale in the settings is more than 2), so the defaults are in use until you change a setting.');
    expect(readSettingsDocument(JSON.stringify({ version: 7, settings: {} }), 'f').warning).toMatch(/\(the version is not 1\)/);
  });

  it('refuses a settings file past its bounds before walking it, in one sentence', () => {
    const tail = ', so the defaults are in use until you change a setting.';
    const big = JSON.stringify({ version: 1, settings: { uiScale: 1.5 }, pad: 'x'.repeat(MAX_SETTINGS_CHARS) });
    expect(readSettingsDocument(big, 'f')).toEqual({ settings: DEFAULT_SETTINGS, warning: `The settings in f could not be read (it is larger than 1 MB)${tail}` });
    const deep = `{"version":1,"settings":{"houseRules":{"recoil":${'['.repeat(200_000)}${']'.repeat(200_000)}}}}`;
    expect(readSettingsDocument(deep, 'f')).toEqual({ settings: DEFAULT_SETTINGS, warning: `The settings in f could not be read (it nests deeper than ${SETTINGS_LIMITS.maxDepth} levels)${tail}` });
    const wide = JSON.stringify({ version: 1, settings: {}, list: Array.from({ length: SETTINGS_LIMITS.maxValues }, () => 0) });
    expect(readSettingsDocument(wide, 'f').warning).toBe(`The settings in f could not be read (it holds more than ${SETTINGS_LIMITS.maxValues} values)${tail}`);
  });

  it('fills settings added after the file was written with their defaults', () => {
    const old = JSON.stringify({ version: 1, settings: { uiScale: 1.5 } });
    expect(readSettingsDocument(old, 'f')).toEqual({ settings: { ...DEFAULT_SETTINGS, uiScale: 1.5 }, warning: null });
  });
});
