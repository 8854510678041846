// Paired Lighthouse runs of two builds (`pnpm bench -- --compare=DIR`): on a shared machine, batches of
// runs measured one after the other compare the machine's moments, not the builds (the same build's
// mean TBT moved more between two batches 20 minutes apart than most changes move it). Runs taken in
// alternation see the same moments, so their differences are the change's.

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The summary of paired runs of one route: `these[i]` and `others[i]` were taken one after the other
 * (each `{ performance, tbt, lcp }`, times in ms). Mean Total Blocking Time of each side, the mean of the
 * per-pair differences (this build minus the other), and in how many pairs this build blocked less;
 * the median LCP of each side and in how many pairs this build painted it sooner.
 */
export function pairedSummary(these, others) {
  const pairs = Math.min(these.length, others.length);
  if (pairs === 0) throw new Error('paired runs need at least one run of each build');
  const a = these.slice(0, pairs);
  const b = others.slice(0, pairs);
  const tbtThis = mean(a.map((run) => run.tbt));
  const tbtOther = mean(b.map((run) => run.tbt));
  return {
    pairs,
    tbtThis: Math.round(tbtThis),
    tbtOther: Math.round(tbtOther),
    // The mean of the per-pair differences, which is the difference of the means.
    tbtDifference: Math.round(tbtThis - tbtOther),
    thisLower: a.filter((run, index) => run.tbt < b[index].tbt).length,
    lcpThis: Math.round(median(a.map((run) => run.lcp))),
    lcpOther: Math.round(median(b.map((run) => run.lcp))),
    lcpThisLower: a.filter((run, index) => run.lcp < b[index].lcp).length,
    performanceThis: a.map((run) => run.performance),
    performanceOther: b.map((run) => run.performance),
  };
}

/** The port offset of the other build's site: 200 below this one's (above, when this one is below 200). */
export function otherPortOffset(portOffset) {
  return portOffset >= 200 ? portOffset - 200 : portOffset + 200;
}

/** One line for the bench's output. */
export function pairedLine(summary, otherName) {
  const { pairs, tbtThis, tbtOther, tbtDifference, thisLower, performanceThis, performanceOther } = summary;
  const { lcpThis, lcpOther, lcpThisLower } = summary;
  return (
    `paired with ${otherName}: TBT mean ${tbtThis} ms here, ${tbtOther} ms there (difference ${tbtDifference > 0 ? '+' : ''}${tbtDifference} ms,` +
    ` lower here in ${thisLower} of ${pairs} pairs); LCP median ${lcpThis} ms here, ${lcpOther} ms there` +
    ` (sooner here in ${lcpThisLower} of ${pairs}); perf here ${performanceThis.join('/')}, there ${performanceOther.join('/')}`
  );
}
