import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  EVENT_TIMING_FLOOR_MS,
  median,
  medianFigures,
  pairedInteractions,
  slowestInteraction,
} from './interactions.mjs';

const entry = (name, interactionId, startTime, processingStart, processingEnd, duration) => ({
  name,
  interactionId,
  startTime,
  processingStart,
  processingEnd,
  duration,
});

test("an interaction's figure is its slowest event's, split as INP splits it", () => {
  const figure = slowestInteraction([
    entry('pointerdown', 7, 100, 104, 110, 24),
    entry('click', 7, 102, 130, 190, 96),
    // Not an interaction (a hover): never the figure, however long.
    entry('pointerover', 0, 90, 95, 300, 240),
  ]);
  assert.deepEqual(figure, { event: 'click', duration: 96, inputDelay: 28, processing: 60, presentation: 8 });
});

test('no interaction reported (each event under 16 ms) gives no figure', () => {
  assert.equal(slowestInteraction([entry('pointerover', 0, 1, 2, 3, 40)]), undefined);
  assert.equal(slowestInteraction([]), undefined);
});

test('medians over runs count a run without a figure as under the reporting threshold', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  const figures = medianFigures([
    { duration: 120, inputDelay: 40, processing: 70, presentation: 10 },
    undefined,
    { duration: 80, inputDelay: 20, processing: 50, presentation: 10 },
  ]);
  assert.deepEqual(figures.runs, [120, EVENT_TIMING_FLOOR_MS, 80]);
  assert.equal(figures.duration, 80);
  assert.equal(figures.processing, 50);
});

test('the time until the result showed is the median of the runs that saw it', () => {
  const figures = medianFigures([{ duration: 40, shown: 300 }, { shown: 100 }, { duration: 60, shown: 200 }]);
  assert.deepEqual(figures.runs, [40, EVENT_TIMING_FLOOR_MS, 60]);
  assert.equal(figures.shown, 200);
});

test('paired interactions: medians of each side over the pairs both measured, and where this build was lower', () => {
  const paired = pairedInteractions(
    [{ duration: 80 }, undefined, null, { duration: 120 }],
    [{ duration: 128 }, { duration: 40 }, { duration: 50 }, { duration: 96 }],
  );
  // The failed run (null) leaves its pair out; nothing reported counts as the API's floor.
  assert.deepEqual(paired, { pairs: 3, medianThis: 80, medianOther: 96, thisLower: 2 });
  assert.equal(pairedInteractions([null], [{ duration: 40 }]), undefined);
});
