import { expect, it } from 'vitest';
import { apiHealth } from './api-health.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('opens on an unreachable API and closes once a probe answers, probing only while open', async () => {
  let healthy = false;
  let probes = 0;
  const health = apiHealth({
    probe: async () => {
      probes += 1;
      return healthy;
    },
    probeEveryMs: 20,
  });
  expect(health.isDown()).toBe(false);
  await tick(50);
  expect(probes).toBe(0);
  health.unreachable();
  expect(health.isDown()).toBe(true);
  await tick(70);
  expect(probes).toBeGreaterThanOrEqual(2);
  expect(health.isDown()).toBe(true);
  healthy = true;
  await tick(50);
  expect(health.isDown()).toBe(false);
  const after = probes;
  await tick(50);
  expect(probes).toBe(after);
  health.unreachable();
  health.reachable();
  expect(health.isDown()).toBe(false);
  health.close();
});
