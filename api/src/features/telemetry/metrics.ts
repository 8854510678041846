import { Gauge, Registry } from 'prom-client';
import type { TelemetryStore } from './store';

const labelNames = ['environment', 'remote', 'version'] as const;

/**
 * The real-user figures per release as Prometheus metrics (`GET /metrics`), read from the database on
 * each scrape, labelled `environment`, `remote`, `version`.
 */
export function releaseMetrics(store: TelemetryStore): Registry {
  const registry = new Registry();
  // The gauges are collected side by side: they share one query per scrape, which fills them all.
  let scrape: Promise<void> | undefined;
  const collect = () => {
    scrape ??= collectAll().finally(() => {
      scrape = undefined;
    });
    return scrape;
  };
  const gauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames, registers: [registry], collect });
  const samples = gauge('andaman_release_page_loads', 'Page loads seen per release');
  const errors = gauge('andaman_release_errors', 'Uncaught errors and failed remote loads per release');
  const errorRate = gauge('andaman_release_error_rate', 'Errors per page load per release');
  const lcp = gauge(
    'andaman_release_lcp_p75_seconds',
    '75th percentile of Largest Contentful Paint per release',
  );
  const inp = gauge(
    'andaman_release_inp_p75_seconds',
    '75th percentile of Interaction to Next Paint per release',
  );
  const cls = gauge('andaman_release_cls_p75', '75th percentile of Cumulative Layout Shift per release');
  const all = [samples, errors, errorRate, lcp, inp, cls];
  async function collectAll() {
    for (const one of all) one.reset();
    const figures = await store.figures();
    for (const [environment, remotes] of Object.entries(figures)) {
      for (const [remote, versions] of Object.entries(remotes)) {
        for (const [version, one] of Object.entries(versions)) {
          const labels = { environment, remote, version: version || 'unreleased' };
          samples.set(labels, one.samples);
          errors.set(labels, one.errors);
          errorRate.set(labels, one.errorRate);
          if (one.lcpP75 !== null) lcp.set(labels, one.lcpP75 / 1000);
          if (one.inpP75 !== null) inp.set(labels, one.inpP75 / 1000);
          if (one.clsP75 !== null) cls.set(labels, one.clsP75);
        }
      }
    }
  }
  return registry;
}
