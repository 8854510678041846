// `pnpm disable <remote>` / `pnpm enable <remote>`: the kill switch. Disabled, the remote is not
// loaded anywhere: every visitor gets its fallback on the next page load (the site's server serves
// no first view of it), without a build and without changing its release. Recorded in the history.
//   --env <name>   the registry to update (default DEPLOY_ENV or `local`; declared environments only)
//   --why <text>   the reason recorded in the registry's history
import { parseArgs } from 'node:util';
import { deployEnvironment, movePointer, remoteApp } from './lib/deploy.mjs';
import { log } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, why: { type: 'string' } },
});

async function main() {
  const [action, name] = positionals;
  if (!['disable', 'enable'].includes(action ?? '') || !name)
    throw new Error('usage: pnpm disable|enable <remote> [--why <text>] [--env <name>]');
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  await movePointer({
    app,
    environment,
    action,
    why: values.why,
    version: (registry) => {
      const current = registry.remotes[app.name]?.current;
      if (!current) throw new Error(`${app.name} has no release in ${environment}: nothing to ${action}`);
      return current;
    },
  });
  log(
    action === 'disable'
      ? `${environment}: ${app.name} disabled: every visitor gets its fallback from the next page load`
      : `${environment}: ${app.name} enabled again`,
  );
}

main().catch((error) => {
  console.error(`\x1b[31m[${positionals[0] ?? 'kill-switch'}]\x1b[0m ${error.message}`);
  process.exit(1);
});
