import { expect, test } from 'vitest';
import { seatMarks } from './seat-marks';

test('each seat gets a distinct colour and a distinct letter, from its name where it can', () => {
  const marks = seatMarks([
    { id: 'outfit', name: 'The Lakeside Combine' },
    { id: 'barons', name: 'The Permian Circle' },
    { id: 'lodge', name: 'The Granite Lodge' },
  ]);
  expect([...marks.values()].map((m) => m.letter)).toEqual(['C', 'P', 'L']);
  expect(new Set([...marks.values()].map((m) => m.colour)).size).toBe(3);
});
