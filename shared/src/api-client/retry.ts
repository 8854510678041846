/**
 * Retries for the payment call: "tried up to 3 times, 1 s apart, until a redirect URL arrives"
 * (spec 000 §4, spec 001 §7). Written here because nothing already in the stack fits: ky's `retry` repeats
 * only on chosen HTTP statuses and network errors, never on a 2xx answer that lacks the URL, and does not
 * retry POST unless told; TanStack's mutation `retry` would repeat the whole submit (booking included);
 * p-retry would add a dependency for fifteen lines.
 */

/** Options of `retryAsync`. */
export type RetryOptions = {
  /** Total tries, the first included (default 3). */
  attempts?: number;
  /** Pause between tries in ms (default 1000). */
  delayMs?: number;
  /** Whether a failure is worth another try (default: always). Not called after the last try. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Stops waiting and rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** Payment creation: 3 tries, 1000 ms apart (spec 000 §9, spec 001 §9). */
export const PAYMENT_RETRY: Readonly<Required<Pick<RetryOptions, 'attempts' | 'delayMs'>>> = Object.freeze({
  attempts: 3,
  delayMs: 1000,
});

const wait = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Calls `fn` until it resolves, at most `attempts` times with `delayMs` between tries, and rejects with the
 * last error. To retry on an unusable answer (e.g. no redirect URL), make `fn` throw for it. For a POST, reuse
 * one `Idempotency-Key` across the tries so the server can tell a retry from a second payment.
 *
 * @param fn receives the 1-based attempt number.
 */
export async function retryAsync<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, Math.floor(options.attempts ?? PAYMENT_RETRY.attempts));
  const delayMs = options.delayMs ?? PAYMENT_RETRY.delayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= attempts || options.shouldRetry?.(error, attempt) === false) throw error;
    }
    await wait(delayMs, options.signal);
  }
}
