// `pnpm releases [--env <name>]`: what is live, per environment and remote: the version every visitor
// gets, a rollout in progress and its percent, the release's commit, who moved the pointer and how
// long ago, a switched-off remote; and per version the real-user figures of the API (page loads,
// error rate, 75th percentile of LCP, INP and CLS).
// `pnpm releases prune [--keep 5] [--days 30] [--dry-run]`: removes the published releases of each
// remote beyond the newest `--keep` that no environment's pointer (current or rollout) names and no
// history entry of the last `--days` days names.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  declaredEnvironments,
  deployEnvironment,
  prunableReleases,
  publishedReleases,
  readRegistry,
  releaseInfo,
  releasesOf,
} from './lib/deploy.mjs';
import { errorRate } from './lib/promote-gate.mjs';
import { releaseFigures } from './lib/release-figures.mjs';
import { APPS, log } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string' },
    keep: { type: 'string', default: '5' },
    days: { type: 'string', default: '30' },
    'dry-run': { type: 'boolean', default: false },
  },
});

const REMOTES = APPS.filter((app) => app.role === 'remote');

function age(iso) {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 1440)} d`;
}

const table = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
};

const ms = (value) =>
  value === null || value === undefined
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;

async function show(environment) {
  const registry = await readRegistry(environment);
  const figures = await releaseFigures(environment);
  const lines = [`${environment}`];
  const live = [['remote', 'live', 'rollout', 'commit', 'moved by', 'age', 'state']];
  const versions = [['remote', 'version', 'page loads', 'error rate', 'p75 LCP', 'p75 INP', 'p75 CLS']];
  for (const app of REMOTES) {
    const pointer = registry.remotes[app.name];
    if (!pointer) {
      live.push([app.name, '(unreleased build)', '', '', '', '', '']);
      continue;
    }
    const last = pointer.history.at(-1);
    live.push([
      app.name,
      pointer.current,
      pointer.rollout ? `${pointer.rollout.version} ${pointer.rollout.percent} %` : '–',
      releaseInfo(app, pointer.current)?.commit ?? '?',
      last.by,
      age(last.at),
      pointer.disabled ? 'DISABLED' : 'on',
    ]);
    const named = [pointer.current, ...(pointer.rollout ? [pointer.rollout.version] : [])];
    const measured = figures.remotes?.[app.name] ?? {};
    for (const version of [...new Set([...named, ...Object.keys(measured)])]) {
      const one = measured[version];
      versions.push([
        app.name,
        version,
        one?.samples ?? 0,
        one ? `${(errorRate(one) * 100).toFixed(1)} %` : '–',
        ms(one?.lcpP75),
        ms(one?.inpP75),
        one?.clsP75 === null || one?.clsP75 === undefined ? '–' : one.clsP75.toFixed(3),
      ]);
    }
  }
  lines.push(...table(live).map((line) => `  ${line}`), '');
  if (figures.error) lines.push(`  real-user figures: ${figures.error}`);
  else lines.push(...table(versions).map((line) => `  ${line}`));
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function prune() {
  const keep = Number(values.keep);
  const days = Number(values.days);
  if (!Number.isInteger(keep) || keep < 1 || !(days >= 0))
    throw new Error('--keep must be ≥ 1 and --days ≥ 0');
  const since = Date.now() - days * 86_400_000;
  const registries = [];
  for (const environment of Object.keys(declaredEnvironments()))
    registries.push(await readRegistry(environment));
  let removed = 0;
  for (const app of REMOTES) {
    for (const version of prunableReleases(app.name, publishedReleases(app), registries, { keep, since })) {
      if (!values['dry-run']) rmSync(join(releasesOf(app), version), { recursive: true, force: true });
      log(`${values['dry-run'] ? 'would remove' : 'removed'} ${app.name}@${version}`);
      removed += 1;
    }
  }
  log(
    `${removed} release(s) ${values['dry-run'] ? 'to remove' : 'removed'} (kept the newest ${keep} of each remote and every release named in the last ${days} days)`,
  );
}

async function main() {
  if (positionals[0] === 'prune') return prune();
  if (positionals.length > 0)
    throw new Error(
      'usage: pnpm releases [--env <name>] | pnpm releases prune [--keep N] [--days M] [--dry-run]',
    );
  const environments = values.env ? [deployEnvironment(values.env)] : Object.keys(declaredEnvironments());
  for (const environment of environments) await show(environment);
}

main().catch((error) => {
  console.error(`\x1b[31m[releases]\x1b[0m ${error.message}`);
  process.exit(1);
});
