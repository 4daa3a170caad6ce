import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, denyAllPermissions, hardenWebContents } from './security';
import { MockEvent, MockWebContents } from './test-helpers/electron-mock';

describe('web contents hardening', () => {
  const contents = new MockWebContents();
  hardenWebContents(contents as unknown as WebContents);

  for (const event of ['will-navigate', 'will-frame-navigate', 'will-attach-webview']) {
    it(`prevents ${event}`, () => {
      const e = new MockEvent('https://example.com/');
      contents.emit(event, e);
      expect(e.defaultPrevented).toBe(true);
    });
  }

  it('denies window.open, even to our own pages', () => {
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: 'app://blacksite/index.html' })).toEqual({ action: 'deny' });
  });
});

describe('permissions', () => {
  it('refuses every permission request and check', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyAllPermissions(session as unknown as Session);
    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0] as (c: unknown, p: string, cb: (ok: boolean) => void) => void;
    for (const permission of ['media', 'notifications', 'geolocation', 'openExternal', 'fullscreen']) {
      const callback = vi.fn();
      request({}, permission, callback);
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    }
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0] as (c: unknown, p: string) => boolean;
    expect(check({}, 'media')).toBe(false);
    expect(check(null, 'clipboard-read')).toBe(false);
    const device = session.setDevicePermissionHandler.mock.calls[0]?.[0] as (d: unknown) => boolean;
    expect(device({ deviceType: 'usb' })).toBe(false);
  });
});

describe('Content-Security-Policy', () => {
  it('is the strict policy the issue asks for', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*/);
  });
});
