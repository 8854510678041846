// The paired comparison of `pnpm bench -- --compare=DIR` (run by `pnpm test:scripts`; needs no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { otherPortOffset, pairedLine, pairedSummary } from './paired-runs.mjs';

const run = (tbt, performance = 90, lcp = 1500) => ({ tbt, performance, lcp });

describe('paired runs', () => {
  test('means of each side, the mean difference and the pairs this build won', () => {
    const summary = pairedSummary(
      [run(300, 95, 1400), run(500, 88, 1700), run(220, 97, 1300)],
      [run(400, 92, 1500), run(450, 89, 1600), run(420, 90, 1550)],
    );
    assert.equal(summary.pairs, 3);
    assert.equal(summary.tbtThis, 340);
    assert.equal(summary.tbtOther, 423);
    assert.equal(summary.tbtDifference, -83);
    assert.equal(summary.thisLower, 2);
    assert.deepEqual(summary.performanceThis, [95, 88, 97]);
    assert.equal(summary.lcpThis, 1400);
    assert.equal(summary.lcpOther, 1550);
    assert.equal(summary.lcpThisLower, 2);
    assert.match(
      pairedLine(summary, '../before'),
      /340 ms here, 423 ms there \(difference -83 ms, lower here in 2 of 3 pairs\); LCP median 1400 ms here, 1550 ms there \(sooner here in 2 of 3\)/,
    );
  });

  test('only complete pairs count, and none is an error', () => {
    assert.equal(pairedSummary([run(100), run(900)], [run(200)]).tbtThis, 100);
    assert.throws(() => pairedSummary([], [run(1)]), /at least one run/);
  });

  test("the other site's ports never overlap this one's", () => {
    assert.equal(otherPortOffset(900), 700);
    assert.equal(otherPortOffset(0), 200);
    assert.equal(otherPortOffset(100), 300);
  });
});
