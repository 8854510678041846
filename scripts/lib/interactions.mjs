// Interactions, measured (`pnpm bench --interactions`): each one a traveller performs, in a fresh page
// with the CPU slowed 4 times, after the page has settled. The browser's Event Timing API gives each
// interaction its figure as Interaction to Next Paint counts it: from the input to the next frame
// painted after its handlers ran, split into input delay, processing and presentation. The analysis
// is pure (interactions.test.mjs); `measureInteraction` drives the browser (Playwright).

/** Event Timing reports no event shorter than this (the API's smallest threshold). */
export const EVENT_TIMING_FLOOR_MS = 16;

/** The goal for every interaction's figure. */
export const INTERACTION_GOAL_MS = 100;

/**
 * The figure of the slowest interaction in `entries` (Event Timing entries as plain objects: name,
 * startTime, processingStart, processingEnd, duration, interactionId): an interaction's events (its
 * pointerdown, pointerup and click, say) share an id, and its figure is that of its longest event, as
 * INP takes it. Undefined when none was reported (each took under `EVENT_TIMING_FLOOR_MS`).
 */
export function slowestInteraction(entries) {
  let slowest;
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    if (!slowest || entry.duration > slowest.duration) slowest = entry;
  }
  if (!slowest) return undefined;
  const { name, startTime, processingStart, processingEnd, duration } = slowest;
  return {
    event: name,
    duration,
    inputDelay: processingStart - startTime,
    processing: processingEnd - processingStart,
    presentation: Math.max(0, startTime + duration - processingEnd),
  };
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median figures of several runs of one interaction; a run in which nothing was reported counts
 * as `EVENT_TIMING_FLOOR_MS` (its interaction took less). `shown` is the time until the interaction's
 * result was on screen as the script saw it (its own waiting included): beside the Event Timing figure
 * because a tap on a part whose code is still on its way is answered at once but shows its result only
 * once the code has come.
 */
export function medianFigures(runs) {
  const field = (name) =>
    median(runs.map((run) => run?.[name] ?? (name === 'duration' ? EVENT_TIMING_FLOOR_MS : 0)));
  return {
    runs: runs.map((run) => Math.round(run?.duration ?? EVENT_TIMING_FLOOR_MS)),
    duration: field('duration'),
    inputDelay: field('inputDelay'),
    processing: field('processing'),
    presentation: field('presentation'),
    shown: median(runs.flatMap((run) => (run?.shown === undefined ? [] : [run.shown]))),
  };
}

/**
 * Paired runs of one interaction on two builds (`pnpm bench --interactions --compare=DIR`): `these[i]`
 * and `others[i]` were taken one after the other (each a run's figures, or undefined when nothing was
 * reported: counted as `EVENT_TIMING_FLOOR_MS`; null when the run failed: its pair is left out). The
 * median figure of each side, and in how many pairs this build's was lower.
 */
export function pairedInteractions(these, others) {
  const figure = (run) => run?.duration ?? EVENT_TIMING_FLOOR_MS;
  const pairs = these.flatMap((run, index) =>
    run === null || index >= others.length || others[index] === null
      ? []
      : [[figure(run), figure(others[index])]],
  );
  if (pairs.length === 0) return undefined;
  return {
    pairs: pairs.length,
    medianThis: median(pairs.map(([mine]) => mine)),
    medianOther: median(pairs.map(([, other]) => other)),
    thisLower: pairs.filter(([mine, other]) => mine < other).length,
  };
}

/** A day `daysAhead` from today, as `YYYY-MM-DD` (local time). */
function isoDaysAhead(daysAhead) {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A day `daysAhead` from today as the date fields take it typed (`DD MMM YYYY`). */
function typedDaysAhead(daysAhead) {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  const month = date.toLocaleString('en-US', { month: 'short' });
  return `${String(date.getDate()).padStart(2, '0')} ${month} ${date.getFullYear()}`;
}

const PICKER = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';
const LONG = { timeout: 60_000 };

/**
 * Opens `path` and waits until the page is live: the shell has hydrated (`<html data-hydrated>`) and
 * the network is idle (a remote page's code is in, its root hydrated). What a visitor types or picks in
 * a form before then can be lost when the form hydrates.
 */
async function open(page, path) {
  await page.goto(path);
  await page.waitForFunction(
    () =>
      !document.querySelector('#root[data-prerendered]') ||
      document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    LONG,
  );
  await page.waitForLoadState('networkidle', LONG);
}

/** Searches ferries from /ferry (trip 1 to Havelock) and waits for the first leg's result cards. */
async function ferryResults(page, daysAhead) {
  await open(page, '/ferry');
  const trip = page.getByRole('group', { name: 'Trip 1', exact: true });
  await trip.getByLabel('From', { exact: true }).selectOption({ label: 'Port Blair' }, LONG);
  await trip.getByLabel('To', { exact: true }).selectOption({ label: 'Havelock (Swaraj Dweep)' }, LONG);
  const date = trip.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill(typedDaysAhead(daysAhead));
  await date.press('Tab');
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await page.waitForURL(/\/tickets\?/, LONG);
}

/** A result card of an operator whose classes need seats chosen (Makruzz has no seat map). */
const seatedCard = (page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Select Seats' }) })
    .first();

/**
 * The interactions the bench measures: `prepare` brings the page to the moment before (at full CPU
 * speed), `act` is the interaction itself and waits for what it shows.
 */
export const INTERACTIONS = [
  {
    name: 'open the date picker',
    path: '/hotels',
    prepare: async (page) => {
      await open(page, '/hotels');
      await page.getByRole('form', { name: 'Hotel search' }).getByPlaceholder('Check-in').waitFor(LONG);
    },
    act: async (page) => {
      await page.getByRole('form', { name: 'Hotel search' }).getByPlaceholder('Check-in').click();
      await page.locator(PICKER).first().waitFor(LONG);
    },
  },
  {
    name: 'add a ferry leg',
    path: '/ferry',
    prepare: async (page) => {
      await open(page, '/ferry');
      await page.getByRole('button', { name: '+ Add Trip' }).waitFor(LONG);
    },
    act: async (page) => {
      await page.getByRole('button', { name: '+ Add Trip' }).click();
      await page.getByRole('group', { name: 'Trip 2', exact: true }).waitFor(LONG);
    },
  },
  {
    name: 'choose a class',
    path: '/tickets',
    prepare: async (page, run) => {
      await ferryResults(page, 20 + run);
      await seatedCard(page).locator('input[type="radio"]:not([disabled])').first().waitFor(LONG);
    },
    act: async (page) => {
      const option = seatedCard(page).locator('input[type="radio"]:not([disabled])').first();
      await option.check();
    },
  },
  {
    name: 'select a seat',
    path: '/tickets (seat map)',
    prepare: async (page, run) => {
      await ferryResults(page, 40 + run);
      const card = seatedCard(page);
      await card.locator('input[type="radio"]:not([disabled])').first().check(LONG);
      await card.getByRole('button', { name: 'Select Seats' }).click();
      await page
        .getByRole('dialog')
        .locator('input[type="checkbox"]:not([disabled]):not(:checked)')
        .first()
        .waitFor(LONG);
    },
    act: async (page) => {
      await page
        .getByRole('dialog')
        .locator('input[type="checkbox"]:not([disabled]):not(:checked)')
        .first()
        .check();
    },
  },
  {
    name: 'tick a hotel category',
    path: '/hotels?locationId=2',
    prepare: async (page) => {
      await open(
        page,
        `/hotels?locationId=2&checkIn=${isoDaysAhead(14)}&checkOut=${isoDaysAhead(16)}&guests=2`,
      );
      await page
        .getByRole('group', { name: 'Category' })
        .getByRole('checkbox', { name: 'PREMIUM' })
        .waitFor(LONG);
    },
    act: async (page) => {
      await page.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: 'PREMIUM' }).check();
      await page.waitForURL(/category=PREMIUM/, LONG);
    },
  },
  {
    name: 'submit the hotel checkout with errors',
    path: '/hotels/checkout',
    prepare: async (page) => {
      await open(
        page,
        `/hotels/5?checkIn=${isoDaysAhead(14)}&checkOut=${isoDaysAhead(16)}&guests=1&roomCount=1`,
      );
      const room = page.getByRole('tabpanel').locator('article').filter({ hasText: 'Garden View Room' });
      await room.getByRole('button', { name: /^Book Now/ }).click(LONG);
      await page.getByRole('button', { name: 'Submit Booking Request' }).waitFor(LONG);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Submit Booking Request' }).click();
      await page.getByText('Title is required').first().waitFor(LONG);
    },
  },
  {
    name: 'open the contact dialog',
    path: '/about',
    prepare: async (page) => {
      await open(page, '/about');
      await page.getByRole('button', { name: 'Contact Island Experts' }).waitFor(LONG);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Contact Island Experts' }).click();
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor(LONG);
    },
  },
];

/**
 * The reference measured in the same run: a click on the floor page (perf/floor, a bare React page
 * hydrated from server HTML) that re-renders one card.
 */
export const FLOOR_INTERACTION = {
  name: 'floor: pick a card',
  path: 'perf/floor',
  prepare: async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book' }).first().waitFor(LONG);
  },
  act: async (page) => {
    await page.getByRole('button', { name: 'Book' }).first().click();
    await page.getByRole('button', { name: 'Picked' }).waitFor(LONG);
  },
};

/** Collects the page's Event Timing entries of interactions (installed before any script runs). */
function collectEventTimings() {
  const seen = [];
  Object.defineProperty(window, '__interactionEntries', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const { name, startTime, processingStart, processingEnd, duration, interactionId } = entry;
      seen.push({ name, startTime, processingStart, processingEnd, duration, interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * One run of `interaction` on `site` in a fresh context of `browser` (Lighthouse's mobile view,
 * 412×823, touch; an idle moment after `prepare`), the CPU slowed `cpuRate` times from just before the
 * interaction: its slowest event's figure, or undefined when every event took under 16 ms.
 * `beforeEach(context)` may add init scripts (storage the site reads).
 */
export async function measureInteraction(
  browser,
  site,
  interaction,
  { run = 0, cpuRate = 4, beforeEach } = {},
) {
  const context = await browser.newContext({
    baseURL: site,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await beforeEach?.(context);
    await context.addInitScript(collectEventTimings);
    const page = await context.newPage();
    await interaction.prepare(page, run);
    // The page settles (idle prefetches, deferred parts) before the measured moment.
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page);
    const shown = (await page.evaluate(() => performance.now())) - since;
    // Entries are reported once the frame after the interaction has painted.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
        ),
    );
    const entries = await page.evaluate(
      (from) => window.__interactionEntries.filter((entry) => entry.startTime >= from),
      since,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ...slowestInteraction(entries), shown };
  } finally {
    await context.close();
  }
}
