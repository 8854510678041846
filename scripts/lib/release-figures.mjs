// Real-user figures per release, read from the API (`GET /api/telemetry/releases`, stored by
// api/src/features/telemetry): page loads, error rate and the 75th percentile of LCP, INP and CLS of
// each remote's versions in one environment. `RELEASE_FIGURES_URL` points elsewhere (a production
// API); the local default is the API of `npm start` (API_PORT).
import { API_PORT } from './workspace.mjs';

export const figuresUrl = () =>
  process.env.RELEASE_FIGURES_URL ?? `http://127.0.0.1:${API_PORT}/api/telemetry/releases`;

/**
 * `{ [remote]: { [version]: { samples, errors, errorRate, lcpP75, inpP75, clsP75 } } }` of the
 * environment, or `{ error }` when the API cannot tell (not running, older, unreachable).
 */
export async function releaseFigures(environment) {
  const url = new URL(figuresUrl());
  url.searchParams.set('environment', environment);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return { error: `${url.origin} answered ${response.status}` };
    const body = await response.json();
    return { remotes: body.data?.remotes ?? {} };
  } catch (error) {
    return { error: `no figures from ${url.origin} (${error.cause?.code ?? error.message})` };
  }
}
