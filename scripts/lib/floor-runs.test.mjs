// Lighthouse beside the floor in `pnpm bench` (run by `pnpm test:scripts`; needs no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  FLOOR,
  floorLine,
  floorVerdict,
  medianOfRuns,
  missedTargets,
  roundOrder,
  versusFloor,
} from './floor-runs.mjs';

const run = (performance, tbt, lcp = 1000, cls = 0) => ({
  performance,
  accessibility: 100,
  seo: 100,
  fcp: 600,
  lcp,
  tbt,
  cls,
});

describe('floor runs', () => {
  test('each round starts with the floor, and every other round goes the other way', () => {
    assert.deepEqual(roundOrder(['/', '/about'], 0), [FLOOR, '/', '/about']);
    assert.deepEqual(roundOrder(['/', '/about'], 1), ['/about', '/', FLOOR]);
    assert.deepEqual(roundOrder(['/', '/about'], 2), [FLOOR, '/', '/about']);
  });

  test('medians are taken metric by metric, and the scores of every run are kept in order', () => {
    const medians = medianOfRuns([run(90, 300, 1400), run(99, 20, 1800), run(95, 150, 1200)]);
    assert.equal(medians.performance, 95);
    assert.equal(medians.tbt, 150);
    assert.equal(medians.lcp, 1400);
    assert.deepEqual(medians.runs, [90, 99, 95]);
    assert.equal(medianOfRuns([run(90, 100), run(100, 0)]).tbt, 50);
    assert.throws(() => medianOfRuns([]), /no Lighthouse run/);
  });

  test('a run whose floor is under 100 is void', () => {
    assert.equal(floorVerdict(medianOfRuns([run(100, 0), run(100, 0), run(99, 60)])).void, false);
    const verdict = floorVerdict(medianOfRuns([run(100, 0), run(98, 80), run(97, 90)]));
    assert.equal(verdict.void, true);
    assert.match(verdict.message, /^VOID: the floor scored 98 \(median; runs 100\/98\/97\)/);
  });

  test('a route against the floor: score ratio, blocking time above it, paint ratio', () => {
    const floor = medianOfRuns([run(100, 0, 700)]);
    const route = medianOfRuns([run(95, 140, 1400)]);
    assert.deepEqual(versusFloor(route, floor), { performanceRatio: 0.95, tbtAboveFloor: 140, lcpRatio: 2 });
    assert.match(floorLine('/hotels', route, floor), /vs floor: perf ×0\.95, TBT \+140 ms, LCP ×2\.00$/);
    assert.doesNotMatch(floorLine(FLOOR, floor, floor), /vs floor/);
  });

  test('the targets a route misses', () => {
    const target = { performance: 95, accessibility: 95, seo: 95, tbtMs: 150, lcpMs: 1500, cls: 0.02 };
    assert.deepEqual(missedTargets(medianOfRuns([run(96, 150, 1500, 0.02)]), target), []);
    assert.deepEqual(missedTargets(medianOfRuns([run(94, 151, 1600, 0.03)]), target), [
      'performance < 95',
      'TBT > 150 ms',
      'LCP > 1.5 s',
      'CLS > 0.02',
    ]);
  });
});
