// The verdict of `pnpm bench -- --budget` on one route's first-load JavaScript: a ratchet.
// perf/budgets.json keeps each route's budget (the performance target). A route that is over its budget
// today carries a `ceilingKb` (its measured figure plus CEILING_SLACK): the check prints it as OVER
// budget and fails only when the route grows above that ceiling. A route without a ceiling fails as soon
// as it is over its budget. Pure functions, unit-tested in budget-verdict.test.mjs.

/** Slack a recorded ceiling leaves above the measured figure (gzip sizes move by a few bytes per build). */
export const CEILING_SLACK = 0.02;

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The ceiling to record for a route measured at `bytes`: the figure plus the slack, in KB, rounded up to 0.1. */
export function ceilingKbFor(bytes) {
  return Math.ceil((bytes / KB) * (1 + CEILING_SLACK) * 10) / 10;
}

/**
 * The verdict on one measured route.
 * @param {{ pattern: string, js: number, jsBudget: number, jsCeiling?: number }} result
 *   `js`, `jsBudget` and `jsCeiling` in bytes.
 * @returns {{ pattern: string, status: 'ok' | 'over' | 'failed', fails: boolean, message: string,
 *   hint?: string }}
 *   `ok`: within the budget; `over`: over the budget but within its recorded ceiling (printed, passes);
 *   `failed`: over the budget with no ceiling, or above the ceiling. `hint` says when the ceiling can go.
 */
export function budgetVerdict({ pattern, js, jsBudget, jsCeiling }) {
  if (js <= jsBudget) {
    return {
      pattern,
      status: 'ok',
      fails: false,
      message: `${pattern}: ${kb(js)}, within its budget of ${kb(jsBudget)}`,
      ...(jsCeiling === undefined
        ? {}
        : { hint: `${pattern} is within its budget now: delete its ceilingKb from perf/budgets.json` }),
    };
  }
  if (jsCeiling === undefined) {
    return {
      pattern,
      status: 'failed',
      fails: true,
      message: `${pattern} grew: ${kb(js)} is OVER its budget of ${kb(jsBudget)} (by ${kb(js - jsBudget)})`,
    };
  }
  if (js > jsCeiling) {
    return {
      pattern,
      status: 'failed',
      fails: true,
      message:
        `${pattern} grew: ${kb(js)} is above its recorded ceiling of ${kb(jsCeiling)} (by ${kb(js - jsCeiling)}; ` +
        `budget ${kb(jsBudget)})`,
    };
  }
  const lower = ceilingKbFor(js) * KB;
  return {
    pattern,
    status: 'over',
    fails: false,
    message: `${pattern}: ${kb(js)} is OVER its budget of ${kb(jsBudget)}, within its ceiling of ${kb(jsCeiling)}`,
    // A ratchet only turns one way: once a route has shrunk, its ceiling follows it down.
    ...(lower < jsCeiling - 2 * KB
      ? { hint: `${pattern} shrank: lower its ceilingKb in perf/budgets.json to ${(lower / KB).toFixed(1)}` }
      : {}),
  };
}

/** Verdicts of every measured route, and whether the check fails (any route failed, or routes lack a budget). */
export function budgetReport(results, routesWithoutBudget = []) {
  const verdicts = results.map(budgetVerdict);
  const failed = verdicts.filter((verdict) => verdict.fails);
  return { verdicts, failed, fails: failed.length > 0 || routesWithoutBudget.length > 0 };
}

/** The name under which the bench reports `pattern` measured in one of its `states` (`/tickets [searched]`). */
export const statePattern = (pattern, state) => `${pattern} [${state}]`;

/** The route and the state (if any) a reported name stands for: `/tickets [searched]` → both parts. */
export function patternParts(reported) {
  const [, route, state] = /^(.*) \[(.+)\]$/.exec(reported) ?? [undefined, reported];
  return { route, state };
}

/**
 * perf/budgets.json with the ceilings re-recorded from measured routes (`pnpm bench -- --record-ceilings`):
 * a route over its budget gets its figure plus the slack, a route within its budget loses its ceiling.
 * Routes not measured keep what they had.
 */
export function withRecordedCeilings(budgets, results) {
  const routes = { ...budgets.routes };
  const recorded = (entry, js, jsBudget) => {
    const { ceilingKb: _old, ...rest } = entry ?? {};
    return js > jsBudget ? { ...rest, ceilingKb: ceilingKbFor(js) } : rest;
  };
  for (const { pattern, js, jsBudget } of results) {
    // `/tickets [searched]`: the route measured in one of its `states`.
    const { route, state } = patternParts(pattern);
    if (state === undefined) routes[route] = { ...recorded(routes[route], js, jsBudget) };
    else {
      const entry = routes[route] ?? {};
      routes[route] = {
        ...entry,
        states: { ...entry.states, [state]: recorded(entry.states?.[state], js, jsBudget) },
      };
    }
  }
  return { ...budgets, routes };
}

/** One-line JSON as the repository lays it out (`{ "key": value }`). */
const inline = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.keys(value).length === 0
      ? '{}'
      : `{ ${Object.entries(value)
          .map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`)
          .join(', ')} }`
    : JSON.stringify(value);

/** perf/budgets.json's text: one line per route and for the defaults' Lighthouse targets. */
export function budgetsFileText(budgets) {
  const { routes, defaults, ...head } = budgets;
  const block = (entries, indent) =>
    entries.map(([key, item]) => `${indent}${JSON.stringify(key)}: ${inline(item)}`).join(',\n');
  const top = Object.entries(head).map(([key, item]) => `  ${JSON.stringify(key)}: ${JSON.stringify(item)}`);
  return `{\n${[...top, `  "defaults": {\n${block(Object.entries(defaults), '    ')}\n  }`, `  "routes": {\n${block(Object.entries(routes), '    ')}\n  }`].join(',\n')}\n}\n`;
}
