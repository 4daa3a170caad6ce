import { describe, expect, it, vi } from 'vitest';
import { APP_PAGES, devPages } from './pages';

vi.mock('electron', async () => (await import('./test-helpers/electron-mock')).electronMock);

describe('pages', () => {
  it('are the packaged files on app:// by default', () => {
    expect(APP_PAGES.url()).toBe('app://blacksite/index.html');
    expect(APP_PAGES.url('/projector')).toBe('app://blacksite/index.html#/projector');
    expect(APP_PAGES.isOwn('app://blacksite/index.html#/settings')).toBe(true);
    expect(APP_PAGES.isOwn('http://127.0.0.1:5173/')).toBe(false);
  });

  it('come from the dev server only when unpackaged and on a loopback http URL', () => {
    const dev = devPages('http://127.0.0.1:5173/', false);
    expect(dev?.origin).toBe('http://127.0.0.1:5173');
    expect(dev?.url()).toBe('http://127.0.0.1:5173/');
    expect(dev?.url('/projector')).toBe('http://127.0.0.1:5173/#/projector');
    expect(dev?.isOwn('http://127.0.0.1:5173/#/projector')).toBe(true);
    expect(dev?.isOwn('http://127.0.0.1:5174/')).toBe(false);
    expect(dev?.isOwn('app://blacksite/index.html')).toBe(false);
    expect(devPages('http://localhost:5173/', false)?.origin).toBe('http://localhost:5173');
  });

  it('ignore the dev URL in a packaged app, or when it is not a loopback http URL', () => {
    expect(devPages('http://127.0.0.1:5173/', true)).toBeNull();
    expect(devPages(undefined, false)).toBeNull();
    expect(devPages('', false)).toBeNull();
    expect(devPages('https://example.com/', false)).toBeNull();
    expect(devPages('http://192.168.1.5:5173/', false)).toBeNull();
    expect(devPages('file:///tmp/index.html', false)).toBeNull();
    expect(devPages('not a url', false)).toBeNull();
  });
});
