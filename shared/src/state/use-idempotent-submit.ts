import { attemptFor, type IdempotentAttempt } from '@andaman/shared/api-client/idempotency';
import { useStore, type WritableAtom } from 'jotai';
import { useCallback, useRef } from 'react';

/** Where an operation's attempt is kept until it succeeds: a `guardedAtom` of `IdempotentAttempt | null`. */
export type AttemptAtom = WritableAtom<IdempotentAttempt | null, [IdempotentAttempt | null], unknown>;

/** The `Idempotency-Key` for `request`, kept in `attemptAtom` (the same key while the request is the same). */
export type KeyFor = (attemptAtom: AttemptAtom, request: unknown) => string;

/** What a submit came to: sent (with the answer), failed (the calls' `meta` already toasted), or ignored. */
export type SubmitOutcome<T> =
  | { status: 'sent'; value: T }
  | { status: 'failed'; error: unknown }
  | { status: 'ignored' };

/**
 * The one double-submit guard of a booking. `submit(send)` runs `send` unless a submit is already under
 * way or has succeeded (then it is `ignored`). `send` asks `keyFor(attemptAtom, request)` for each
 * operation's `Idempotency-Key`: the key is kept in the atom, so a retry, a second tab's click or a
 * reload after a lost answer sends the same key and the server books once; once `send` succeeds, every
 * attempt it used is cleared. A failure frees the guard for the next try and keeps the keys.
 *
 * ```ts
 * const submit = useIdempotentSubmit();
 * const outcome = await submit((keyFor) => booking.mutateAsync({ request, key: keyFor(bookingAttemptAtom, request) }));
 * if (outcome.status === 'sent') navigate('/hotels');
 * ```
 */
export function useIdempotentSubmit() {
  const store = useStore();
  // A ref, not state: a second click in the same tick must already see the first.
  const inFlight = useRef(false);
  return useCallback(
    async <T>(send: (keyFor: KeyFor) => Promise<T>): Promise<SubmitOutcome<T>> => {
      if (inFlight.current) return { status: 'ignored' };
      inFlight.current = true;
      const used = new Set<AttemptAtom>();
      const keyFor: KeyFor = (attemptAtom, request) => {
        const attempt = attemptFor(request, store.get(attemptAtom));
        store.set(attemptAtom, attempt);
        used.add(attemptAtom);
        return attempt.key;
      };
      try {
        const value = await send(keyFor);
        for (const attemptAtom of used) store.set(attemptAtom, null);
        // The guard stays closed: the booking is made, and the page is about to be left.
        return { status: 'sent', value };
      } catch (error) {
        inFlight.current = false;
        return { status: 'failed', error };
      }
    },
    [store],
  );
}
