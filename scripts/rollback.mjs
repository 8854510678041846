// `pnpm rollback <remote>`: instant, no build. During a gradual rollout it stops the rollout (every
// visitor back on the current release); otherwise it points the environment's registry back at the
// release before the current one (rolling back twice goes two releases back), or `--to <version>` at
// any published release. The next page load of every visitor takes it.
//   --env <name>   the registry to update (default DEPLOY_ENV or `local`; declared environments only)
//   --why <text>   the reason recorded in the registry's history
import { parseArgs } from 'node:util';
import { deployEnvironment, movePointer, readRegistry, remoteApp } from './lib/deploy.mjs';
import { log } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, to: { type: 'string' }, why: { type: 'string' } },
});

async function main() {
  const [name] = positionals;
  if (!name) throw new Error('usage: pnpm rollback <remote> [--to <version>] [--why <text>] [--env <name>]');
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  const rollout = (await readRegistry(environment)).remotes[app.name]?.rollout;
  if (rollout && !values.to) {
    await movePointer({
      app,
      environment,
      action: 'rollback',
      version: rollout.version,
      percent: 0,
      why: values.why,
    });
    log(
      `${environment}: ${app.name} rollout of ${rollout.version} stopped: every visitor is on the current release`,
    );
    return;
  }
  const moved = await movePointer({
    app,
    environment,
    action: 'rollback',
    why: values.why,
    version:
      values.to ??
      ((registry, rules) => {
        const previous = rules.previousRelease(registry, app.name);
        if (!previous)
          throw new Error(`${app.name} has no previous release in ${environment} to roll back to`);
        return previous;
      }),
  });
  log(`${environment}: ${app.name} rolled back ${moved.from} → ${moved.to}`);
}

main().catch((error) => {
  console.error(`\x1b[31m[rollback]\x1b[0m ${error.message}`);
  process.exit(1);
});
