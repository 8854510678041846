/**
 * `pnpm check:federation [host-manifest remote-manifest…]`: runs `singletonProblems` on built
 * manifests (default: shell/dist and every mf-*\/dist of the workspace) and exits non-zero with the
 * problems listed. Run after `pnpm build`; `npm test` does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationManifestSchema, singletonProblems } from './federation-check';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const read = (path: string) => federationManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));

function defaultManifests(): string[] {
  const remotes = readdirSync(root)
    .filter((entry) => entry.startsWith('mf-'))
    .map((entry) => join(root, entry, 'dist', 'mf-manifest.json'));
  return [join(root, 'shell', 'dist', 'mf-manifest.json'), ...remotes];
}

const [hostPath, ...remotePaths] = process.argv.length > 2 ? process.argv.slice(2) : defaultManifests();
if (!hostPath || !existsSync(hostPath)) {
  console.error(`No host manifest at ${hostPath ?? '(none)'}: build first (pnpm build).`);
  process.exit(1);
}
const host = read(hostPath);
let failed = false;
for (const path of remotePaths) {
  if (!existsSync(path)) {
    console.error(`✗ ${path} is missing: build the remote first`);
    failed = true;
    continue;
  }
  const remote = read(path);
  const problems = singletonProblems(host, remote);
  const singletons = remote.shared.length;
  if (problems.length === 0) {
    console.log(`✓ ${remote.name}: ${singletons} singletons, all provided by ${host.name} in range`);
  } else {
    failed = true;
    for (const problem of problems) console.error(`✗ ${problem}`);
  }
}
process.exit(failed ? 1 : 0);
