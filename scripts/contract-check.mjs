// `pnpm contract-check <remote> [--dist <dir>]`: the remote's contract check on its own (its CI step):
// the type check against @andaman/shared/remote-contract, then the browser smoke load of its build
// (`<remote>/dist` unless --dist). `pnpm ship` runs the same checks.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contractCheck } from './lib/contract-check.mjs';
import { remoteApp } from './lib/deploy.mjs';
import { log, ROOT } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });

async function main() {
  if (!positionals[0]) throw new Error('usage: pnpm contract-check <remote> [--dist <dir>]');
  const app = remoteApp(positionals[0]);
  await contractCheck.types(app);
  log(`${app.name}: exposed modules type-check against the contract`);
  const exposes = await contractCheck.smoke(
    app,
    values.dist ? resolve(values.dist) : join(ROOT, app.dir, 'dist'),
  );
  log(`${app.name}: ${exposes.join(', ')} load in a browser and have the contract's shape`);
}

main().catch((error) => {
  console.error(`\x1b[31m[contract-check]\x1b[0m ${error.message}`);
  process.exit(1);
});
