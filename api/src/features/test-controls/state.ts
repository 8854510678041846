/** A simulated operator failure. */
export type OperatorFailure = { status: 500 | 502 | 503 | 504; message: string };

/** Operators (and their endpoints) the test controls can break. */
export const OPERATOR_NAMES = ['makruzz', 'nautika', 'green-ocean', 'wallet'] as const;
/** An operator name. */
export type OperatorName = (typeof OPERATOR_NAMES)[number];

/**
 * Switches the e2e suite flips through `/__test__/*`. They exist in every mode with harmless defaults;
 * only test mode mounts the routes that change them.
 */
export class TestControls {
  /** Payment creations still to fail with 503. */
  failNextPayments = 0;
  /** Whether WordPress accepts anonymous comments. */
  anonymousComments = true;
  /** Extra delay for requests whose path starts with a prefix. */
  latency: { prefix: string; ms: number }[] = [];
  /** Failing operators, keyed `operator` or `operator/endpoint`. */
  operatorFailures = new Map<string, OperatorFailure>();
  /**
   * Milliseconds an idempotent request waits after creating its record and before its answer is stored: the
   * window a crash between the two writes used to fall into (the fault lane kills the process there).
   */
  idempotencyStallMs = 0;

  /** Back to defaults. */
  reset(): void {
    this.idempotencyStallMs = 0;
    this.failNextPayments = 0;
    this.anonymousComments = true;
    this.latency = [];
    this.operatorFailures.clear();
  }

  /** The failure configured for this operator endpoint, if any. */
  operatorFailure(operator: OperatorName, endpoint: string): OperatorFailure | undefined {
    return this.operatorFailures.get(`${operator}/${endpoint}`) ?? this.operatorFailures.get(operator);
  }

  /** Delay in ms for a path (the longest matching prefix wins). */
  latencyFor(path: string): number {
    let best: { prefix: string; ms: number } | undefined;
    for (const rule of this.latency) {
      if (path.startsWith(rule.prefix) && (!best || rule.prefix.length > best.prefix.length)) best = rule;
    }
    return best?.ms ?? 0;
  }

  /** Takes one payment failure if any are left. */
  takePaymentFailure(): boolean {
    if (this.failNextPayments <= 0) return false;
    this.failNextPayments -= 1;
    return true;
  }

  /** A JSON view for `GET /__test__/state`. */
  snapshot() {
    return {
      failNextPayments: this.failNextPayments,
      anonymousComments: this.anonymousComments,
      latency: this.latency,
      operatorFailures: Object.fromEntries(this.operatorFailures),
      idempotencyStallMs: this.idempotencyStallMs,
    };
  }
}
