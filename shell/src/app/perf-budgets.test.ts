import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_ROUTES } from '@andaman/shared/remote-contract';
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { z } from 'zod';

const ROOT = join(__dirname, '..', '..', '..');
const read = (...path: string[]) => JSON.parse(readFileSync(join(ROOT, ...path), 'utf8')) as unknown;

// Strict: a target the bench does not know (a typo) fails the parse instead of being ignored.
const lighthouseTargets = z.strictObject({
  performance: z.number().min(0).max(100).optional(),
  accessibility: z.number().min(0).max(100).optional(),
  seo: z.number().min(0).max(100).optional(),
  /** Maxima of the medians beside the floor: Total Blocking Time and Largest Contentful Paint in ms. */
  tbtMs: z.number().nonnegative().optional(),
  lcpMs: z.number().positive().optional(),
  cls: z.number().nonnegative().optional(),
});
const budgetsSchema = z.object({
  defaults: z.object({ firstLoadJsKb: z.number().positive(), lighthouse: lighthouseTargets.required() }),
  routes: z.record(
    z.string(),
    z.object({
      firstLoadJsKb: z.number().positive().optional(),
      /** Recorded for a route over its budget: `pnpm bench -- --budget` fails above it (a ratchet). */
      ceilingKb: z.number().positive().optional(),
      sample: z.string().startsWith('/').optional(),
      lighthouse: lighthouseTargets.optional(),
      /** The route measured again mid-booking: its tab's session storage seeded as the booking left it. */
      states: z
        .record(
          z.string().regex(/^[a-z-]+$/),
          z.strictObject({
            sample: z.string().startsWith('/').optional(),
            session: z.record(z.string(), z.unknown()),
            ceilingKb: z.number().positive().optional(),
          }),
        )
        .optional(),
    }),
  ),
});

describe('performance budgets (perf/budgets.json)', () => {
  const budgets = budgetsSchema.parse(read('perf', 'budgets.json'));

  const config = runtimeConfigSchema.parse(read('shell', 'public', 'runtime-config.json'));

  it('give every route of the shell and of every remote a budget, so a new route gets one', () => {
    const routes = [...SHELL_ROUTES, ...config.remotes.flatMap((remote) => remote.routes)];
    expect(routes.filter((route) => !(route in budgets.routes))).toEqual([]);
  });

  it('name no route that no app owns', () => {
    const owned = new Set<string>([...SHELL_ROUTES, ...config.remotes.flatMap((remote) => remote.routes)]);
    expect(Object.keys(budgets.routes).filter((route) => !owned.has(route))).toEqual([]);
  });

  it('hold the performance targets: / 150 KB, static and thank-you pages 120 KB, every other route 200 KB', () => {
    const budget = (route: string) => budgets.routes[route]?.firstLoadJsKb ?? budgets.defaults.firstLoadJsKb;
    expect(budget('/')).toBeLessThanOrEqual(150);
    const small = [
      '/about',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-and-cancellation',
      '/thank-you-ferry',
      '/thank-you-activities',
      '/thank-you-holidays',
    ];
    for (const route of small) expect(budget(route)).toBeLessThanOrEqual(120);
    for (const route of Object.keys(budgets.routes)) expect(budget(route)).toBeLessThanOrEqual(200);
  });

  it('record a ceiling only above the budget (a ceiling is an allowance for a route over budget today)', () => {
    const budget = (route: string) => budgets.routes[route]?.firstLoadJsKb ?? budgets.defaults.firstLoadJsKb;
    const wrong = Object.entries(budgets.routes)
      .filter(([route, entry]) => entry.ceilingKb !== undefined && entry.ceilingKb <= budget(route))
      .map(([route]) => route);
    expect(wrong).toEqual([]);
  });
});
