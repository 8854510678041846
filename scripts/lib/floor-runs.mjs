// Lighthouse beside the floor (`pnpm bench`): the site's routes are measured in rounds, in alternation
// with a bare React page that renders server HTML and hydrates it (perf/floor). Within a round the floor
// comes first, then the routes, and the next round reverses that order, so every route sees the same
// moments of the machine as the floor. A route's figures are read next to the floor's of the same run,
// and a run in which the floor does not score 100 measured the machine, not the site: it is void.
// Pure functions, unit-tested in floor-runs.test.mjs.

/** The name the floor goes by in the rounds and the report. */
export const FLOOR = 'floor';

/** The floor's score below which a run is void. */
export const FLOOR_SCORE = 100;

/**
 * The order of the measurements of round `round` (from 0): the floor, then the routes; every other
 * round the reverse.
 */
export function roundOrder(routes, round) {
  const order = [FLOOR, ...routes];
  return round % 2 === 0 ? order : order.reverse();
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = ['performance', 'accessibility', 'seo', 'fcp', 'lcp', 'tbt', 'cls'];

/**
 * Each metric's median over `runs` (each `{ performance, accessibility, seo, fcp, lcp, tbt, cls }`,
 * times in ms), taken metric by metric, with the performance scores of every run in order.
 */
export function medianOfRuns(runs) {
  if (runs.length === 0) throw new Error('no Lighthouse run to take a median of');
  const medians = Object.fromEntries(
    METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  );
  return { ...medians, runs: runs.map((run) => run.performance) };
}

/** Whether the run counts: the floor's median score is `FLOOR_SCORE`. */
export function floorVerdict(floor) {
  if (floor.performance >= FLOOR_SCORE)
    return { void: false, message: `floor at ${floor.performance}: valid` };
  return {
    void: true,
    message:
      `VOID: the floor scored ${floor.performance} (median; runs ${floor.runs.join('/')}), below ` +
      `${FLOOR_SCORE}: this run measured the machine, not the site`,
  };
}

/**
 * A route beside the floor: its score as a share of the floor's, its blocking time above the floor's,
 * and its largest paint as a multiple of the floor's.
 */
export function versusFloor(route, floor) {
  return {
    performanceRatio: route.performance / floor.performance,
    tbtAboveFloor: route.tbt - floor.tbt,
    lcpRatio: route.lcp / floor.lcp,
  };
}

/**
 * The targets a route misses (`performance`, `accessibility`, `seo` as minimum scores; `tbtMs`,
 * `lcpMs`, `cls` as maxima), as short labels.
 */
export function missedTargets(route, target) {
  const missed = [];
  for (const score of ['performance', 'accessibility', 'seo'])
    if (target[score] !== undefined && route[score] < target[score])
      missed.push(`${score} < ${target[score]}`);
  if (target.tbtMs !== undefined && route.tbt > target.tbtMs) missed.push(`TBT > ${target.tbtMs} ms`);
  if (target.lcpMs !== undefined && route.lcp > target.lcpMs)
    missed.push(`LCP > ${(target.lcpMs / 1000).toFixed(1)} s`);
  if (target.cls !== undefined && route.cls > target.cls) missed.push(`CLS > ${target.cls}`);
  return missed;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One line of the report: a route's medians, then the same figures against the floor's. */
export function floorLine(name, route, floor) {
  const figures =
    `${name.padEnd(24)} perf ${String(route.performance).padStart(3)} (runs ${route.runs.join('/')})` +
    `   TBT ${String(Math.round(route.tbt)).padStart(4)} ms   LCP ${seconds(route.lcp)}   CLS ${route.cls.toFixed(3)}` +
    `   FCP ${seconds(route.fcp)}   a11y ${route.accessibility}   SEO ${route.seo}`;
  if (name === FLOOR) return figures;
  const { performanceRatio, tbtAboveFloor, lcpRatio } = versusFloor(route, floor);
  return (
    `${figures}   | vs floor: perf ×${performanceRatio.toFixed(2)}, TBT ${tbtAboveFloor >= 0 ? '+' : ''}` +
    `${Math.round(tbtAboveFloor)} ms, LCP ×${lcpRatio.toFixed(2)}`
  );
}
