import { describe, expect, it } from 'vitest';
import { okReply, refusedReply, unwrapReply } from './wire';

describe('IPC replies', () => {
  it('unwraps a value', () => {
    expect(unwrapReply(okReply({ a: 1 }))).toEqual({ a: 1 });
    expect(unwrapReply(okReply(undefined))).toBeUndefined();
  });

  it('turns a refusal into an error whose message is the sentence', () => {
    expect(() => unwrapReply(refusedReply('No, because.'))).toThrow(new Error('No, because.'));
  });

  it('rejects anything that is not a reply', () => {
    for (const junk of [undefined, null, 'ok', { ok: 'yes' }, { ok: false }, { ok: false, error: 4 }]) {
      expect(() => unwrapReply(junk)).toThrow('The desktop app sent an answer this window does not understand.');
    }
  });
});
