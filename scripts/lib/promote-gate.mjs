// The gate of `pnpm promote <remote> <version> --percent 100`: real-user figures of the release in its
// cohort against the release everyone has now. A release whose error rate is clearly above the
// current one's, on enough samples of both, is refused with the figures. Pure, with its tests beside.

/** Page loads each side needs before the gate judges (fewer: it lets the promotion through, saying so). */
export const GATE_MIN_SAMPLES = 100;
/** How sure the gate must be: a one-sided two-proportion z-test above this (about 1 in 1000 by chance). */
export const GATE_Z = 3.09;
/** And the difference must matter: at least this many percentage points. */
export const GATE_MIN_POINTS = 1;

/** `{ samples, errors }` → the error rate, 0 when nothing was sampled. */
export const errorRate = ({ samples, errors }) => (samples > 0 ? Math.min(errors, samples) / samples : 0);

const percent = (rate) => `${(rate * 100).toFixed(1)} %`;
const describe = (label, figures) =>
  `${label} ${percent(errorRate(figures))} errors on ${figures.samples} page loads`;

/**
 * The verdict on promoting `candidate` over `current` (each `{ version, samples, errors }`, the
 * candidate's from its cohort): `{ allowed, reason }`.
 */
export function promoteGate(candidate, current) {
  if (!candidate || !current || candidate.samples < GATE_MIN_SAMPLES || current.samples < GATE_MIN_SAMPLES) {
    return {
      allowed: true,
      judged: false,
      reason: `not enough figures to judge (${candidate?.samples ?? 0} and ${current?.samples ?? 0} page loads; the gate needs ${GATE_MIN_SAMPLES} of each)`,
    };
  }
  const p1 = errorRate(candidate);
  const p0 = errorRate(current);
  const pooled =
    (Math.min(candidate.errors, candidate.samples) + Math.min(current.errors, current.samples)) /
    (candidate.samples + current.samples);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / candidate.samples + 1 / current.samples));
  const z = spread === 0 ? 0 : (p1 - p0) / spread;
  const figures = `${describe(candidate.version, candidate)} against ${describe(current.version, current)}`;
  if (z > GATE_Z && (p1 - p0) * 100 >= GATE_MIN_POINTS) {
    return {
      allowed: false,
      judged: true,
      reason: `error rate clearly higher: ${figures} (z = ${z.toFixed(1)})`,
    };
  }
  return { allowed: true, judged: true, reason: `error rate not clearly higher: ${figures}` };
}
