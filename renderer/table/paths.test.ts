import { describe, expect, it } from 'vitest';
import { resolveRelative } from './paths';

describe('resolveRelative', () => {
  it('resolves tileset images against the tileset file and the map', () => {
    expect(resolveRelative('maps/blacksite-tiles.tsj', '../assets/tiles/blacksite.png')).toBe('assets/tiles/blacksite.png');
    expect(resolveRelative('maps/warehouse.tmj', 'blacksite-tiles.tsj')).toBe('maps/blacksite-tiles.tsj');
    expect(resolveRelative('maps/a.tmj', './x/../y.png')).toBe('maps/y.png');
    expect(resolveRelative('a.tmj', '../../z.png')).toBe('../../z.png');
  });

  it('leaves absolute and scheme paths alone', () => {
    expect(resolveRelative('maps/a.tmj', 'procedural:blacksite')).toBe('procedural:blacksite');
  });
});
