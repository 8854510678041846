import { writeFileSync } from 'node:fs';
import {
  axeViolations,
  BLOCKING_IMPACTS,
  closeContactDialogIfOpen,
  contactDialog,
  countByImpact,
  describeViolations,
  type GateRoute,
  gateRoutes,
  type ImpactCounts,
  pageWidth,
  VIEWPORTS,
  waitForPageSettled,
} from '../fixtures/a11y';
import { expect, keepContactDialogShut, test } from '../fixtures/site';

/** The shell's switch for its idle prefetch, per tab (shell/src/app/remote-prefetch.ts). */
const PREFETCH_OFF_KEY = 'andaman:prefetch';

// The gate handles the contact dialog itself: it opens and checks it once (phone); it never opens by
// itself in the middle of a route's scan.
test.use({ dismissContactDialog: false });
test.beforeEach(async ({ page }) => {
  await keepContactDialogShut(page);
  // Without the shell's idle prefetch of the pages a page links to (it adds nothing to the page's own
  // content, only downloads that keep the network busy and the wait for it longer).
  await page.addInitScript((key) => sessionStorage.setItem(key, 'off'), PREFETCH_OFF_KEY);
  // No navigation may wait without limit (Playwright's default): a stuck route fails alone.
  page.setDefaultNavigationTimeout(90_000);
});
// The phone and the desktop pass run on different workers.
test.describe.configure({ mode: 'parallel' });

/**
 * The accessibility gate every remote joins: every route the site declares — the shell's
 * pages and each remote's routes from the served `/runtime-config.json`, parameterised ones at their
 * `samples` path — at a 360 × 740 phone and at 1366 px. A page fails when it scrolls sideways or axe
 * finds a serious or critical violation. A new remote (or route) is covered once it is in the
 * run-time configuration; nobody edits this file.
 *
 * Each viewport is one test that visits every route and reports every failing one (soft assertions),
 * and writes the per-route axe counts by impact and page widths to `a11y-gate-<viewport>.json` in the
 * test's output folder (attached to the report).
 */

interface RouteResult extends GateRoute {
  counts?: ImpactCounts;
  scrollWidth?: number;
  error?: string;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`every declared route passes axe (no serious/critical) and fits the screen at ${viewport.width} px`, async ({
    page,
    request,
  }, testInfo) => {
    // `A11Y_GATE_ROUTES=<regex>` narrows a local run to some paths (the full gate visits them all).
    const only = process.env.A11Y_GATE_ROUTES ? new RegExp(process.env.A11Y_GATE_ROUTES) : undefined;
    const routes = (await gateRoutes(request)).filter((route) => !only || only.test(route.path));
    test.setTimeout(60_000 + routes.length * 90_000);
    await page.setViewportSize(viewport);
    const results: RouteResult[] = [];

    if (name === 'phone') {
      await test.step('the contact-us dialog, opened from the mobile contact bar', async () => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Contact Island Experts' }).click({ timeout: 60_000 });
        const dialog = contactDialog(page);
        await expect(dialog.getByLabel('Full name')).toBeVisible({ timeout: 30_000 });
        const width = await pageWidth(page);
        expect
          .soft(width.scrollWidth, 'the page with the contact dialog fits the screen')
          .toBeLessThanOrEqual(width.innerWidth);
        const blocking = (await axeViolations(page)).filter((violation) =>
          (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? ''),
        );
        expect
          .soft(
            blocking.map((violation) => violation.id),
            `serious/critical axe violations with the contact dialog open:\n${describeViolations(blocking)}`,
          )
          .toEqual([]);
        await closeContactDialogIfOpen(page);
      });
    }

    for (const route of routes) {
      await test.step(`${route.path} (${route.owner})`, async () => {
        const result: RouteResult = { ...route };
        results.push(result);
        try {
          await page.goto(route.path);
          await waitForPageSettled(page);
        } catch (error) {
          result.error = `did not render: ${(error as Error).message.split('\n')[0]}`;
          expect.soft(result.error, `${route.path}`).toBe('');
          return;
        }
        const width = await pageWidth(page);
        result.scrollWidth = width.scrollWidth;
        expect
          .soft(
            width.scrollWidth,
            `${route.path} is ${width.scrollWidth} px wide at ${width.innerWidth} px; past the edge: ${width.sticking.join(', ')}`,
          )
          .toBeLessThanOrEqual(width.innerWidth);

        const violations = await axeViolations(page);
        result.counts = countByImpact(violations);
        const blocking = violations.filter((violation) =>
          (BLOCKING_IMPACTS as readonly string[]).includes(violation.impact ?? ''),
        );
        expect
          .soft(
            blocking.map((violation) => violation.id),
            `serious/critical axe violations on ${route.path}:\n${describeViolations(blocking)}`,
          )
          .toEqual([]);
      });
    }

    const report = JSON.stringify({ viewport, routes: results }, null, 2);
    const file = testInfo.outputPath(`a11y-gate-${name}.json`);
    writeFileSync(file, report);
    await testInfo.attach(`a11y-gate-${name}.json`, { path: file, contentType: 'application/json' });
    expect(results.length, 'the gate visited every declared route').toBe(routes.length);
  });
}
