// `pnpm promote <remote> <version>`: points the environment's registry at an existing release
// (refused, with nothing changed, when the release does not exist or its manifest does not validate).
//   --env <name>   the registry to update (default DEPLOY_ENV or `local`)
//   --list         list the remote's releases and the registry's history instead
import { parseArgs } from 'node:util';
import { deployEnvironment, listReleases, movePointer, readRegistry, remoteApp } from './lib/deploy.mjs';
import { log } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, list: { type: 'boolean', default: false } },
});

async function main() {
  const [name, version] = positionals;
  if (!name || (!version && !values.list))
    throw new Error('usage: pnpm promote <remote> <version> [--env <name>] | --list');
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  if (values.list) {
    const registry = await readRegistry(environment);
    const pointer = registry.remotes[app.name];
    log(`${environment}: ${app.name} → ${pointer?.current ?? '(unreleased build)'}`);
    for (const event of pointer?.history ?? [])
      log(`  ${event.at} ${event.action.padEnd(8)} ${event.version} by ${event.by}`);
    log(`releases: ${listReleases(app).join(' ') || '(none)'}`);
    return;
  }
  const moved = await movePointer({ app, environment, action: 'promote', version });
  log(`${environment}: ${app.name} ${moved.from ?? '(unreleased build)'} → ${moved.to}`);
}

main().catch((error) => {
  console.error(`\x1b[31m[promote]\x1b[0m ${error.message}`);
  process.exit(1);
});
