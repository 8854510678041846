import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GATE_MIN_SAMPLES, promoteGate } from './promote-gate.mjs';

const figures = (version, samples, errors) => ({ version, samples, errors });

describe('the promote gate', () => {
  test('refuses a release whose error rate is clearly above the current one, with the figures', () => {
    const verdict = promoteGate(figures('bbbbbbbbbbbb', 200, 30), figures('aaaaaaaaaaaa', 1000, 10));
    assert.equal(verdict.allowed, false);
    assert.match(
      verdict.reason,
      /^error rate clearly higher: bbbbbbbbbbbb 15\.0 % errors on 200 page loads against aaaaaaaaaaaa 1\.0 % errors on 1000 page loads/,
    );
  });

  test('lets through a release as good as the current one, or a little worse by chance', () => {
    assert.equal(promoteGate(figures('b', 200, 2), figures('a', 1000, 10)).allowed, true);
    assert.equal(promoteGate(figures('b', 200, 4), figures('a', 1000, 10)).allowed, true);
  });

  test('does not judge on too few samples, and says so', () => {
    const verdict = promoteGate(figures('b', GATE_MIN_SAMPLES - 1, 50), figures('a', 1000, 0));
    assert.equal(verdict.allowed, true);
    assert.equal(verdict.judged, false);
    assert.match(verdict.reason, /not enough figures/);
  });
});
