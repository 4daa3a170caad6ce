import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NOTICE_AFTER_MS, openMapFlow, openNotice } from './open-flow';

/** The notice for a map read that takes a while, and its Cancel (open-flow.ts). */
function start() {
  const clock = new SimulatedClock();
  const actor = createActor(openMapFlow, { clock }).start();
  return { actor, clock, notice: () => openNotice(actor.getSnapshot()) };
}

describe('opening a map: the progress notice', () => {
  it('shows nothing for a quick read, and the notice once it has taken half a second', () => {
    const { actor, clock, notice } = start();
    actor.send({ type: 'open.start', what: 'the map' });
    clock.increment(NOTICE_AFTER_MS - 1);
    expect(notice()).toEqual({ kind: 'none' });
    clock.increment(1);
    expect(notice()).toEqual({ kind: 'reading', text: 'Reading the map…' });
    actor.send({ type: 'open.reading', what: '"compound-yard.tmx"' });
    expect(notice()).toEqual({ kind: 'reading', text: 'Reading "compound-yard.tmx"…' });
    actor.send({ type: 'open.end' });
    expect(notice()).toEqual({ kind: 'none' });
    // A quick read never shows it, not even after it ended.
    actor.send({ type: 'open.start', what: 'the map' });
    actor.send({ type: 'open.end' });
    clock.increment(NOTICE_AFTER_MS * 4);
    expect(notice()).toEqual({ kind: 'none' });
  });

  it('the time a file dialog is up (the window away) does not count', () => {
    const { actor, clock, notice } = start();
    actor.send({ type: 'open.start', what: 'the map' });
    clock.increment(100);
    actor.send({ type: 'window.away' });
    clock.increment(10_000);
    expect(notice()).toEqual({ kind: 'none' });
    actor.send({ type: 'window.back' });
    clock.increment(NOTICE_AFTER_MS - 1);
    expect(notice()).toEqual({ kind: 'none' });
    clock.increment(1);
    expect(notice().kind).toBe('reading');
    // Once shown, the notice stays whatever the focus does.
    actor.send({ type: 'window.away' });
    expect(notice().kind).toBe('reading');
  });

  it('Cancel says the map will not be added until the read has ended', () => {
    const { actor, clock, notice } = start();
    actor.send({ type: 'open.start', what: '"big.tmx"' });
    clock.increment(NOTICE_AFTER_MS);
    actor.send({ type: 'open.cancel' });
    expect(notice()).toEqual({ kind: 'stopping', text: 'Stopping: "big.tmx" will not be added.' });
    actor.send({ type: 'open.start', what: 'another' });
    expect(actor.getSnapshot().value).toBe('stopping');
    actor.send({ type: 'open.end' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
