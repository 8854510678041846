// The budget ratchet of `pnpm bench -- --budget` (run by `pnpm test:scripts`; needs no build).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { benchRoutes } from '../bench.mjs';
import {
  budgetReport,
  budgetVerdict,
  ceilingKbFor,
  patternParts,
  statePattern,
  withRecordedCeilings,
} from './budget-verdict.mjs';
import { ROOT } from './workspace.mjs';

const KB = 1024;

/** The verdict for a route of `jsKb` against `budgetKb` (and a recorded `ceilingKb`, if any). */
const verdictFor = (pattern, jsKb, budgetKb, ceilingKb) =>
  budgetVerdict({
    pattern,
    js: jsKb * KB,
    jsBudget: budgetKb * KB,
    ...(ceilingKb === undefined ? {} : { jsCeiling: ceilingKb * KB }),
  });

/** Asserts a verdict's status, whether it fails the check, and what its message says. */
function assertVerdict(verdict, { status, fails, message }) {
  assert.equal(verdict.status, status);
  assert.equal(verdict.fails, fails);
  assert.match(verdict.message, message);
}

describe('budget verdict', () => {
  test('a route within its budget passes; at the budget exactly too', () => {
    assert.equal(budgetVerdict({ pattern: '/', js: 190 * KB, jsBudget: 200 * KB }).status, 'ok');
    const exact = budgetVerdict({ pattern: '/', js: 200 * KB, jsBudget: 200 * KB });
    assert.equal(exact.fails, false);
    assert.equal(exact.hint, undefined);
  });

  test('a route over its budget without a ceiling fails and names itself with the figure', () => {
    assertVerdict(verdictFor('/about', 151, 150), {
      status: 'failed',
      fails: true,
      message: /^\/about grew: 151\.0 KB is OVER its budget of 150\.0 KB \(by 1\.0 KB\)/,
    });
  });

  test('a route over its budget but within its ceiling is OVER and passes', () => {
    const verdict = verdictFor('/ferry', 455, 300, 464.5);
    assertVerdict(verdict, {
      status: 'over',
      fails: false,
      message: /455\.0 KB is OVER its budget of 300\.0 KB, within its ceiling of 464\.5 KB/,
    });
    assert.equal(verdict.hint, undefined);
  });

  test('a route above its ceiling fails, saying by how much it grew', () => {
    assertVerdict(verdictFor('/hotels', 520, 300, 517), {
      status: 'failed',
      fails: true,
      message: /^\/hotels grew: 520\.0 KB is above its recorded ceiling of 517\.0 KB \(by 3\.0 KB/,
    });
  });

  test('a route that shrank is told to lower or delete its ceiling, without failing', () => {
    const shrank = verdictFor('/hotels', 400, 300, 517);
    assert.equal(shrank.fails, false);
    assert.match(shrank.hint, /lower its ceilingKb in perf\/budgets\.json to 408\.0/);
    const within = verdictFor('/about', 149, 150, 177);
    assert.equal(within.status, 'ok');
    assert.match(within.hint, /delete its ceilingKb/);
  });

  test('the report fails when any route failed or a route has no budget', () => {
    const ok = { pattern: '/', js: 1 * KB, jsBudget: 200 * KB };
    const grew = { pattern: '/about', js: 160 * KB, jsBudget: 150 * KB };
    assert.equal(budgetReport([ok]).fails, false);
    const report = budgetReport([ok, grew]);
    assert.equal(report.fails, true);
    assert.deepEqual(
      report.failed.map((verdict) => verdict.pattern),
      ['/about'],
    );
    assert.equal(budgetReport([ok], ['/new-route']).fails, true);
  });
});

describe('recorded ceilings', () => {
  test('are the measured figure plus 2 %, rounded up to 0.1 KB', () => {
    assert.equal(ceilingKbFor(100 * KB), 102);
    assert.equal(ceilingKbFor(455.3 * KB), 464.5);
  });

  test('are written for routes over budget, removed for routes within it, kept for routes not measured', () => {
    const budgets = {
      defaults: { firstLoadJsKb: 300 },
      routes: {
        '/': { firstLoadJsKb: 200, ceilingKb: 210 },
        '/ferry': { lighthouse: {} },
        '/blog': { ceilingKb: 320 },
      },
    };
    const next = withRecordedCeilings(budgets, [
      { pattern: '/', js: 190 * KB, jsBudget: 200 * KB },
      { pattern: '/ferry', js: 455.3 * KB, jsBudget: 300 * KB },
    ]);
    assert.deepEqual(next.routes, {
      '/': { firstLoadJsKb: 200 },
      '/ferry': { lighthouse: {}, ceilingKb: 464.5 },
      '/blog': { ceilingKb: 320 },
    });
    assert.deepEqual(budgets.routes['/'], { firstLoadJsKb: 200, ceilingKb: 210 }, 'the input is left alone');
  });

  test("record a state's ceiling in its state, beside the route's own", () => {
    const session = { 'ferry.cart': [] };
    const budgets = {
      defaults: { firstLoadJsKb: 200 },
      routes: { '/tickets': { ceilingKb: 230, states: { searched: { session, ceilingKb: 250 } } } },
    };
    const next = withRecordedCeilings(budgets, [
      { pattern: '/tickets', js: 190 * KB, jsBudget: 200 * KB },
      { pattern: statePattern('/tickets', 'searched'), js: 210 * KB, jsBudget: 200 * KB },
    ]);
    assert.deepEqual(next.routes['/tickets'], { states: { searched: { session, ceilingKb: 214.2 } } });
  });

  test("measure a route in each of its states, with the state's sample, session and ceiling", () => {
    const session = { 'ferry.search.trips': [{ id: 0 }] };
    const budgets = {
      defaults: { firstLoadJsKb: 200, lighthouse: {} },
      routes: { '/tickets': { lighthouse: {}, states: { searched: { sample: '/tickets?id=0', session } } } },
    };
    const [plain, searched] = benchRoutes(budgets, { remotes: [] });
    assert.equal(plain.session, undefined);
    assert.deepEqual(
      { ...searched },
      {
        pattern: '/tickets [searched]',
        url: '/tickets?id=0',
        session,
        jsBudget: 200 * KB,
        jsCeiling: undefined,
        lighthouse: undefined,
      },
    );
  });

  test('reach the measured routes from perf/budgets.json; every ceiling is above its budget', () => {
    const budgets = JSON.parse(readFileSync(join(ROOT, 'perf', 'budgets.json'), 'utf8'));
    const routes = benchRoutes(budgets, { remotes: [] });
    for (const route of routes) {
      const { route: pattern, state } = patternParts(route.pattern);
      const entry = state === undefined ? budgets.routes[pattern] : budgets.routes[pattern].states[state];
      assert.equal(
        route.jsCeiling,
        entry.ceilingKb === undefined ? undefined : entry.ceilingKb * KB,
        route.pattern,
      );
      if (route.jsCeiling !== undefined)
        assert.ok(route.jsCeiling > route.jsBudget, `${route.pattern}: ceiling ≤ budget`);
    }
  });
});
