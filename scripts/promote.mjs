// `pnpm promote <remote> <version> [--percent 1|5|10|25|50|100]`: points the environment's registry at
// an existing release, for everyone or, with --percent below 100, for that share of visitors (their
// sticky cohort, see release-naming.ts). Refused, with nothing changed, when the release does not
// exist or its manifest does not validate; `--percent 100` is also refused when real-user figures
// show the release's error rate in its cohort clearly above the current release's (promote-gate.mjs),
// unless --force.
//   --env <name>   the registry to update (default DEPLOY_ENV or `local`; declared environments only)
//   --why <text>   the reason recorded in the registry's history
//   --list         the remote's history and published releases instead
import { parseArgs } from 'node:util';
import { deployEnvironment, listReleases, movePointer, readRegistry, remoteApp } from './lib/deploy.mjs';
import { promoteGate } from './lib/promote-gate.mjs';
import { releaseFigures } from './lib/release-figures.mjs';
import { log } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string' },
    list: { type: 'boolean', default: false },
    percent: { type: 'string', default: '100' },
    why: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

/** The gate's verdict on giving `version` to everyone; throws the refusal with its figures. */
async function gate(app, environment, registry, version) {
  const current = registry.remotes[app.name]?.current;
  if (!current || current === version) return;
  const figures = await releaseFigures(environment);
  if (figures.error) {
    log(`promote gate: ${figures.error}; promoted without real-user figures`);
    return;
  }
  const of = (candidate) => ({
    version: candidate,
    samples: 0,
    errors: 0,
    ...figures.remotes[app.name]?.[candidate],
  });
  const verdict = promoteGate(of(version), of(current));
  if (!verdict.allowed) {
    if (values.force) log(`promote gate overridden (--force): ${verdict.reason}`);
    else throw new Error(`promote gate: ${verdict.reason}\n(the registry is unchanged; --force overrides)`);
  } else log(`promote gate: ${verdict.reason}`);
}

async function main() {
  const [name, version] = positionals;
  if (!name || (!version && !values.list))
    throw new Error(
      'usage: pnpm promote <remote> <version> [--percent 10|50|100] [--why <text>] [--env <name>] | --list',
    );
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  if (values.list) {
    const registry = await readRegistry(environment);
    const pointer = registry.remotes[app.name];
    log(`${environment}: ${app.name} → ${pointer?.current ?? '(unreleased build)'}`);
    for (const event of pointer?.history ?? [])
      log(
        `  ${event.at} ${event.action.padEnd(8)} ${event.version}${event.percent === undefined ? '' : ` ${event.percent} %`} by ${event.by}${event.why ? ` — ${event.why}` : ''}`,
      );
    log(`releases: ${listReleases(app).join(' ') || '(none)'}`);
    return;
  }
  const { ROLLOUT_PERCENTS } = await (await import('./lib/deploy.mjs')).registryRules();
  const percent = Number(values.percent);
  if (!ROLLOUT_PERCENTS.includes(percent))
    throw new Error(`--percent must be one of ${ROLLOUT_PERCENTS.join(', ')}, not ${values.percent}`);
  const moved = await movePointer({
    app,
    environment,
    action: 'promote',
    version,
    percent: percent === 100 ? undefined : percent,
    why: values.why,
    check: (registry, _rules, target) => {
      if (percent === 100) return gate(app, environment, registry, target);
      if (!registry.remotes[app.name])
        throw new Error(
          `${app.name} has no release in ${environment} yet: a rollout needs one to start from`,
        );
    },
  });
  log(
    percent === 100
      ? `${environment}: ${app.name} ${moved.from ?? '(unreleased build)'} → ${moved.to} for every visitor`
      : `${environment}: ${app.name} ${moved.to} for ${percent} % of visitors (the others stay on ${moved.from})`,
  );
}

main().catch((error) => {
  console.error(`\x1b[31m[promote]\x1b[0m ${error.message}`);
  process.exit(1);
});
