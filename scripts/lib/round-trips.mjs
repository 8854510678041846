// How many sequential network round trips a navigation costs (`pnpm bench`, navigation part).

/**
 * The round-trip time the bench's navigations run under: Lighthouse's mobile profile (slow 4G, 150 ms).
 * On localhost an answer takes a millisecond, so without it a file the page asked for a few ms after
 * another (the main thread was busy on the shared machine) looked like the next round trip although
 * nothing waited for the first one, and the same click counted a different number of "round trips" from
 * run to run.
 */
export const NAVIGATION_RTT_MS = 150;

/**
 * Round trips of a navigation's requests. A request's generation is 1 + the highest generation of the
 * requests that had finished before it started (a request that could only start after another's
 * answer is a further round trip). A request answered from the browser's cache (memory, disk or
 * prefetch cache: what the shell prefetched) costs no round trip: it keeps the generation of what
 * came before it. The answer is the highest generation.
 *
 * `startOf` says when a request started: by default when the page asked for it (`start`); pass
 * `sentAt` to count from when it left on a connection, so that waiting for one of HTTP/1.1's six
 * connections per origin counts as the round trip it costs.
 *
 * @template {{ start: number, end: number, fromCache?: boolean, sent?: number }} R
 * @param {Iterable<R>} requests
 * @param {{ startOf?: (request: R) => number }} [options]
 * @returns {{ ordered: (R & { generation: number })[], roundTrips: number }}
 */
export function roundTripGenerations(requests, { startOf = (request) => request.start } = {}) {
  const ordered = [...requests]
    .map((request) => ({ ...request, generation: 0 }))
    .sort((a, b) => startOf(a) - startOf(b));
  for (const request of ordered) {
    const startedAt = startOf(request);
    const before = ordered.filter((other) => other !== request && other.end <= startedAt);
    const previous = Math.max(0, ...before.map((other) => other.generation));
    request.generation = request.fromCache ? previous : previous + 1;
  }
  return { ordered, roundTrips: Math.max(0, ...ordered.map((request) => request.generation)) };
}

/** When a request left on a connection (after waiting for a free one), or when it was asked for. */
export const sentAt = (request) => request.sent ?? request.start;

/**
 * When a request left on a connection, in the clock of the DevTools protocol's `timestamp`s
 * (seconds), from a `Network.responseReceived` response's `timing`; undefined without one (cache).
 */
export function sentTimeOf(timing) {
  if (!timing || !(timing.sendStart >= 0)) return undefined;
  return timing.requestTime + timing.sendStart / 1000;
}

/**
 * Counts round trips by holding answers back: every file the page asks for is held until the page
 * has asked for nothing more for `quietMs` (and its main thread is idle: the bench checks that), then
 * all held files are let through together. Whatever the page asks for next could only be asked for
 * because of an answer, so it is the next round trip. A busy machine makes the count slower, not
 * larger (unlike reading the order of requests from their timestamps).
 */
export class HeldRounds {
  /** @param {{ quietMs?: number, now?: () => number }} [options] */
  constructor({ quietMs = 600, now = () => Date.now() } = {}) {
    this.quietMs = quietMs;
    this.now = now;
    /** @type {{ id: string, url: string, round: number }[]} */
    this.requests = [];
    /** @type {string[]} */
    this.held = [];
    this.round = 1;
    this.lastHeldAt = now();
  }

  /** A file the page asked for: held, in the current round. */
  hold(id, url) {
    this.requests.push({ id, url, round: this.round });
    this.held.push(id);
    this.lastHeldAt = this.now();
  }

  /** Files are held and the page has asked for nothing more for `quietMs`. */
  due() {
    return this.held.length > 0 && this.now() - this.lastHeldAt >= this.quietMs;
  }

  /** The held files to let through; what the page asks for after this is the next round. */
  release() {
    const released = this.held;
    this.held = [];
    this.round += 1;
    return released;
  }

  /** Rounds let through so far: the round trips the page needed before what it shows now. */
  get roundTrips() {
    return this.round - 1;
  }
}
