// The start-up profile's analysis (`pnpm bench --profile`; run by `pnpm test:scripts`; needs no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { attributeTasks, longTasks, pageOf, ranked, summarizeRuns } from './start-up-profile.mjs';

const MAIN = { pid: 7, tid: 1 };
const task = (ts, dur, thread = MAIN) => ({ name: 'RunTask', ph: 'X', ts, dur, ...thread });
const frame = (functionName, url = 'http://localhost:3000/static/js/a.js') => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
});

/**
 * A trace: the page navigates at 0.9 s and paints at 1.05 s; a 120 ms task evaluating a script (12 ms
 * of samples, 30 ms of layout with its nested style counted once) straddles the paint; a 20 ms task; a
 * long task of another renderer.
 */
const trace = [
  { ph: 'M', name: 'thread_name', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 900_000,
    ...MAIN,
    args: { data: { documentLoaderURL: 'http://localhost:3000/' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', ts: 1_050_000, ...MAIN, args: {} },
  task(1_000_000, 120_000),
  task(2_000_000, 20_000),
  task(1_000_000, 300_000, { pid: 9, tid: 1 }),
  {
    name: 'EvaluateScript',
    ph: 'X',
    ts: 1_000_100,
    dur: 80_000,
    ...MAIN,
    args: { data: { url: 'http://localhost:3000/static/js/a.js' } },
  },
  { name: 'Layout', ph: 'X', ts: 1_085_000, dur: 30_000, ...MAIN },
  { name: 'UpdateLayoutTree', ph: 'X', ts: 1_086_000, dur: 5_000, ...MAIN },
  { name: 'Profile', ph: 'P', id: '0x1', ...MAIN, args: { data: { startTime: 1_000_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    id: '0x1',
    ...MAIN,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)', '') },
            { id: 2, callFrame: frame('render'), parent: 1 },
            { id: 3, callFrame: frame('parse'), parent: 2 },
            { id: 4, callFrame: frame('(program)', ''), parent: 1 },
          ],
          samples: [2, 3, 3, 4],
        },
        // Samples 4 ms apart: render 4 ms, parse 4 + 4 ms, then native work (taken from the events).
        timeDeltas: [0, 4_000, 4_000, 4_000],
      },
    },
  },
];

const resolve = ({ functionName }) => ({
  module: functionName === 'parse' ? 'zod (schemas.js)' : 'react-dom (client.js)',
  category: functionName === 'parse' ? 'zod' : 'React',
  fn: functionName,
});

describe('start-up profile', () => {
  test('the page is the renderer that navigated to the site, with its first contentful paint', () => {
    assert.deepEqual(pageOf(trace), { ...MAIN, origin: 900_000, fcp: 1_050_000 });
  });

  test('only tasks over 50 ms are long; blocking time counts from the first contentful paint', () => {
    const tasks = longTasks(trace, pageOf(trace));
    assert.equal(tasks.length, 1);
    assert.equal(tasks[0].start, 100);
    assert.equal(tasks[0].duration, 120);
    // 70 ms of it after the paint: 20 ms over 50.
    assert.equal(tasks[0].blocking, 20);
  });

  test('a long task is split into script by module and function, and the browser work by kind', () => {
    const [attributed] = attributeTasks(trace, pageOf(trace), resolve);
    assert.equal(attributed.trigger, 'evaluate a.js');
    assert.deepEqual(Object.fromEntries(attributed.parts), {
      'react-dom (client.js) — render': 4,
      'zod (schemas.js) — parse': 8,
      layout: 30,
    });
    assert.deepEqual(ranked(attributed.modules, 2), [
      ['browser: layout', 30],
      ['zod (schemas.js)', 8],
    ]);
    assert.deepEqual(ranked(attributed.categories, 1), [['browser: layout', 30]]);
  });

  test('runs are summed up as means per run', () => {
    const runs = [attributeTasks(trace, pageOf(trace), resolve), []];
    const summary = summarizeRuns(runs);
    assert.equal(summary.tasks, 0.5);
    assert.equal(summary.total, 60);
    assert.equal(summary.blocking, 10);
    assert.equal(summary.parts.get('layout'), 15);
  });
});
