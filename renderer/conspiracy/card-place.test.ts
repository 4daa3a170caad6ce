import { describe, expect, test } from 'vitest';
import { cardPlace } from './card-place';

describe('the Area dossier never covers its own Area', () => {
  const o = { preferred: 368, min: 224, margin: 10 };
  test('a pin right of the middle (Chicago at UI scale 150%): the card goes left, narrowed to the room there', () => {
    const map = { left: 0, right: 743 };
    const place = cardPlace({ left: 395, right: 450 }, map, o);
    expect(place).toEqual({ side: 'left', width: 368 });
    expect(10 + place.width).toBeLessThanOrEqual(395);
    const tight = cardPlace({ left: 330, right: 390 }, map, o);
    expect(tight).toEqual({ side: 'right', width: 333 });
    expect(743 - 10 - tight.width).toBeGreaterThanOrEqual(390);
  });
  test('a pin on the west coast: the card goes right, at its preferred width', () => {
    expect(cardPlace({ left: 20, right: 90 }, { left: 0, right: 1000 }, o)).toEqual({ side: 'right', width: 368 });
  });
});
