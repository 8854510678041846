// A page's start-up, profiled (`pnpm bench --profile`): a Chromium trace of a fresh load at 4x CPU with
// the CPU profiler's samples, cut into the main thread's long tasks, and each long task attributed to
// what ran in it: script by module and function (through the build's source maps, lib/source-frames.mjs)
// and the browser's own work (parsing HTML, style, layout, paint). Blocking time is counted as Lighthouse
// counts Total Blocking Time: the part over 50 ms of each task after the first contentful paint (a task
// that straddles it from the paint on). The analysis is pure (unit-tested in start-up-profile.test.mjs);
// `recordStartUp` drives the browser.

/** A task longer than this blocks input (Total Blocking Time counts what is above it). */
export const LONG_TASK_MS = 50;

/** The longest stretch one CPU profile sample stands for (they come about every 0.1–1 ms). */
const MAX_SAMPLE_US = 5000;

/** The trace categories the analysis needs: tasks, the browser's work, script and the CPU profile. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * The browser's own work inside a task, by trace event name. Script (and the garbage collection it
 * causes) is taken from the samples; these are the sampled `(program)` time split by kind.
 */
const BROWSER_WORK = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
};

/**
 * The page in a trace: the renderer that navigated to an http(s) URL, its main thread, the navigation's
 * start and the first contentful paint (µs, trace clock).
 */
export function pageOf(events) {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!navigation) throw new Error('the trace has no navigation to a page');
  const main = events.find(
    (event) => event.ph === 'M' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid,
  );
  if (!main) throw new Error('the trace has no main thread for the page');
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  return { pid: main.pid, tid: main.tid, origin: navigation.ts, fcp: fcp?.ts ?? navigation.ts };
}

/**
 * The main thread's tasks longer than `LONG_TASK_MS` from the navigation on, in order: times in ms from
 * the navigation, and each one's blocking time (its part over 50 ms from the first contentful paint on).
 */
export function longTasks(events, page) {
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === page.pid &&
        event.tid === page.tid &&
        event.ts >= page.origin &&
        event.dur / 1000 > LONG_TASK_MS,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((event) => {
      const end = event.ts + event.dur;
      const counted = (end - Math.max(event.ts, page.fcp)) / 1000;
      return {
        start: (event.ts - page.origin) / 1000,
        duration: event.dur / 1000,
        blocking: Math.max(0, counted - LONG_TASK_MS),
        afterFcp: end > page.fcp,
        ts: event.ts,
        end,
      };
    });
}

/**
 * The CPU profile's samples of the main thread: `{ ts, node }` with the sampled frame (`node.frame`),
 * from the trace's `Profile` and `ProfileChunk` events.
 */
export function samplesOf(events, thread) {
  const profiles = new Map();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid)
      profiles.set(event.id, { ts: event.args.data.startTime, nodes: new Map(), samples: [] });
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, { frame: node.callFrame });
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index += 1) {
      profile.ts += deltas[index] ?? 0;
      profile.samples.push({ ts: profile.ts, id: ids[index] });
    }
  }
  const samples = [];
  for (const profile of profiles.values()) {
    for (const { ts, id } of profile.samples) {
      const node = profile.nodes.get(id);
      if (node) samples.push({ ts, node });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** The events of the main thread with a duration, in order of their start. */
const threadEvents = (events, thread) =>
  events
    .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts);

/** What a task mostly did, from its events: the script it evaluated, the callback it ran, or rendering. */
function taskTrigger(inside) {
  const script = inside.find(
    (event) => event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule',
  );
  if (script)
    return `evaluate ${new URL(script.args?.data?.url || 'about:blank').pathname.split('/').at(-1)}`;
  const call = inside.find((event) => event.name === 'FunctionCall');
  if (call) {
    const { url, functionName } = call.args?.data ?? {};
    return `call ${functionName || '(anonymous)'}${url ? ` (${new URL(url).pathname.split('/').at(-1)})` : ''}`;
  }
  for (const [name, label] of [
    ['TimerFire', 'timer'],
    ['FireIdleCallback', 'idle callback'],
    ['FireAnimationFrame', 'animation frame'],
    ['RunMicrotasks', 'microtasks'],
    ['ParseHTML', 'parse HTML'],
  ]) {
    if (inside.some((event) => event.name === name)) return label;
  }
  return inside.some((event) => BROWSER_WORK[event.name]) ? 'rendering (style, layout, paint)' : 'task';
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

/**
 * Each long task with what ran in it: `parts` maps `module — function` for script (and the kind of
 * work for the browser's own) to ms, `modules` the same by module, `categories` by category. Script
 * time comes from the samples (each stands for the time to the next one), the browser's work from its
 * events, counting an event nested in another once. `resolve(frame)` gives `{ module, category, fn }`
 * (lib/source-frames.mjs).
 */
export function attributeTasks(events, page, resolve) {
  const tasks = longTasks(events, page);
  const samples = samplesOf(events, page);
  const own = threadEvents(events, page);
  return tasks.map((task) => {
    const parts = new Map();
    const modules = new Map();
    const categories = new Map();
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < task.end);
    inside.forEach((sample, index) => {
      const next = inside[index + 1]?.ts ?? task.end;
      // A sample stands for the time to the next one, at most MAX_SAMPLE_US (a gap is not its frame's).
      const ms = Math.min(next - sample.ts, MAX_SAMPLE_US) / 1000;
      const frame = sample.node.frame;
      // Native time (the browser's work, idle) is taken from the trace's events below.
      if (!frame.url && /^\((program|idle|root)\)$/.test(frame.functionName)) return;
      const { module, category, fn } = resolve(frame);
      add(parts, `${module} — ${fn}`, ms);
      add(modules, module, ms);
      add(categories, category, ms);
    });
    const during = own.filter((event) => event.ts >= task.ts && event.ts < task.end);
    let covered = 0;
    for (const event of during) {
      const label = BROWSER_WORK[event.name];
      if (!label || event.ts < covered) continue;
      covered = event.ts + event.dur;
      add(parts, label, event.dur / 1000);
      add(modules, `browser: ${label}`, event.dur / 1000);
      add(categories, `browser: ${label}`, event.dur / 1000);
    }
    return { ...task, trigger: taskTrigger(during), parts, modules, categories };
  });
}

/** The rows of a map, largest first. */
export const ranked = (map, limit = Number.POSITIVE_INFINITY) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, limit);

/**
 * The long tasks after the first contentful paint of several runs of one route, summed up as means per
 * run: their count, total and blocking time, and what ran in them by part, module and category.
 */
export function summarizeRuns(runs) {
  const sums = { parts: new Map(), modules: new Map(), categories: new Map() };
  let total = 0;
  let blocking = 0;
  let count = 0;
  for (const tasks of runs) {
    for (const task of tasks.filter((candidate) => candidate.afterFcp)) {
      count += 1;
      total += task.duration;
      blocking += task.blocking;
      for (const key of Object.keys(sums))
        for (const [label, ms] of task[key]) add(sums[key], label, ms / runs.length);
    }
  }
  const perRun = (value) => value / runs.length;
  return { tasks: perRun(count), total: perRun(total), blocking: perRun(blocking), ...sums };
}

/**
 * Loads `url` in a fresh context of `browser` (Playwright) with the CPU slowed `cpuRate` times, as
 * Lighthouse's mobile profile sees it (412×823, touch), and returns the trace's events. Recording stops
 * `settleMs` after the load event. `beforeEach(context)` prepares the context (cookies) before the load.
 */
export async function recordStartUp(browser, url, { cpuRate = 4, settleMs = 5000, beforeEach } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await beforeEach?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ['*'] },
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(settleMs);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}
