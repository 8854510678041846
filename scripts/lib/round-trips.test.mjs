// The round trips `pnpm bench` counts for a navigation (run by `pnpm test:scripts`; needs no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HeldRounds, roundTripGenerations, sentAt, sentTimeOf } from './round-trips.mjs';

/** A request asked for at `start` and answered at `end` (seconds, as the DevTools protocol gives them). */
const request = (url, start, end, extra = {}) => ({ url, start, end, ...extra });
const generations = (result) => Object.fromEntries(result.ordered.map((each) => [each.url, each.generation]));

describe('roundTripGenerations', () => {
  test('files asked for together are one round trip, whatever order they finish in', () => {
    const result = roundTripGenerations([
      request('page.js', 0.0, 0.4),
      request('door.js', 0.01, 0.2),
      request('page.css', 0.02, 0.3),
    ]);
    assert.equal(result.roundTrips, 1);
    assert.deepEqual(generations(result), { 'page.js': 1, 'door.js': 1, 'page.css': 1 });
  });

  test('a file asked for after an answer arrived is a further round trip, and a chain counts each link', () => {
    const result = roundTripGenerations([
      request('entry.js', 0, 0.15),
      request('routes.js', 0.16, 0.31),
      request('page.js', 0.32, 0.47),
      // Asked for while routes.js was still on its way: it did not wait for it.
      request('theme.js', 0.2, 0.35),
    ]);
    assert.equal(result.roundTrips, 3);
    assert.deepEqual(generations(result), { 'entry.js': 1, 'routes.js': 2, 'theme.js': 2, 'page.js': 3 });
  });

  test('an answer from the cache costs nothing: it keeps the generation of what finished before it', () => {
    const result = roundTripGenerations([
      request('entry.js', 0, 0.001, { fromCache: true }),
      request('routes.js', 0.002, 0.003, { fromCache: true }),
      request('page.js', 0.01, 0.16),
    ]);
    assert.equal(result.roundTrips, 1);
    assert.deepEqual(generations(result), { 'entry.js': 0, 'routes.js': 0, 'page.js': 1 });
  });

  test('no request, no round trip; the input is sorted by start and not changed', () => {
    assert.equal(roundTripGenerations([]).roundTrips, 0);
    const late = request('late.js', 1, 2);
    const early = request('early.js', 0, 0.5);
    const result = roundTripGenerations([late, early]);
    assert.deepEqual(
      result.ordered.map((each) => each.url),
      ['early.js', 'late.js'],
    );
    assert.equal('generation' in late, false);
  });

  test('counted from when each request left on a connection, waiting for a free connection is a round trip', () => {
    // Seven files asked for at once from one origin: HTTP/1.1 sends six, the seventh waits for an answer.
    const files = Array.from({ length: 6 }, (_, index) => request(`chunk${index}.js`, 0, 0.15, { sent: 0 }));
    const queued = request('chunk6.js', 0, 0.31, { sent: 0.16 });
    assert.equal(roundTripGenerations([...files, queued]).roundTrips, 1);
    assert.equal(roundTripGenerations([...files, queued], { startOf: sentAt }).roundTrips, 2);
  });
});

describe('sentTimeOf', () => {
  test('is the request time plus the send offset, in seconds; undefined without timing or a send', () => {
    assert.equal(sentTimeOf({ requestTime: 10, sendStart: 250 }), 10.25);
    assert.equal(sentTimeOf({ requestTime: 10, sendStart: -1 }), undefined);
    assert.equal(sentTimeOf(undefined), undefined);
  });

  test('sentAt falls back to when the page asked for the file', () => {
    assert.equal(sentAt(request('a.js', 1, 2)), 1);
    assert.equal(sentAt(request('a.js', 1, 2, { sent: 1.5 })), 1.5);
  });
});

describe('HeldRounds', () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms) => (time += ms) };
  };

  test('files asked for within the quiet time are one round, let through together', () => {
    const time = clock();
    const rounds = new HeldRounds({ quietMs: 500, now: time.now });
    assert.equal(rounds.due(), false);
    rounds.hold('1', 'page.js');
    time.advance(300);
    rounds.hold('2', 'door.js');
    time.advance(300);
    assert.equal(rounds.due(), false);
    time.advance(200);
    assert.equal(rounds.due(), true);
    assert.deepEqual(rounds.release(), ['1', '2']);
    assert.equal(rounds.roundTrips, 1);
    assert.equal(rounds.due(), false);
  });

  test('what is asked for after a release is the next round; the rounds let through are the count', () => {
    const time = clock();
    const rounds = new HeldRounds({ quietMs: 500, now: time.now });
    rounds.hold('1', 'page.js');
    time.advance(600);
    rounds.release();
    rounds.hold('2', 'lazy-part.js');
    time.advance(600);
    rounds.release();
    // Asked for, but the heading showed before it was let through: not part of the count.
    rounds.hold('3', 'below-the-fold.js');
    assert.equal(rounds.roundTrips, 2);
    assert.deepEqual(
      rounds.requests.map((each) => [each.url, each.round]),
      [
        ['page.js', 1],
        ['lazy-part.js', 2],
        ['below-the-fold.js', 3],
      ],
    );
  });

  test('nothing held, nothing due and no round trip', () => {
    const time = clock();
    const rounds = new HeldRounds({ quietMs: 500, now: time.now });
    time.advance(10_000);
    assert.equal(rounds.due(), false);
    assert.equal(rounds.roundTrips, 0);
  });
});
