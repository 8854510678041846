// `pnpm rollback <remote>`: points the environment's registry back at the release before the current
// one (rolling back twice goes two releases back), or `--to <version>` at any published release.
//   --env <name>   the registry to update (default DEPLOY_ENV or `local`)
import { parseArgs } from 'node:util';
import { deployEnvironment, movePointer, remoteApp } from './lib/deploy.mjs';
import { log } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, to: { type: 'string' } },
});

async function main() {
  const [name] = positionals;
  if (!name) throw new Error('usage: pnpm rollback <remote> [--to <version>] [--env <name>]');
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  const moved = await movePointer({
    app,
    environment,
    action: 'rollback',
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
