// Private copies of the builds for one `npm start`: each app's `dist` copied under a folder of this
// process, so rebuilding while the site runs (hashed file names change) cannot break pages that are
// being served. Removed when the process exits; folders of processes that are gone are removed too.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { restampedRuntimeConfig } from './deploy.mjs';
import { isRunning, PORT_OFFSET, ROOT, withPortOffset } from './workspace.mjs';

let snapshotRoot;

function removeOrphanSnapshots() {
  for (const entry of readdirSync(tmpdir())) {
    const pid = Number(/^andaman-site-(\d+)-/.exec(entry)?.[1]);
    if (pid && !isRunning(pid)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}

/** This process's folder for snapshots and run files (created on first use). */
export function runFolder() {
  if (!snapshotRoot) {
    removeOrphanSnapshots();
    const created = mkdtempSync(join(tmpdir(), `andaman-site-${process.pid}-`));
    snapshotRoot = created;
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  return snapshotRoot;
}

/** A private copy of `<dir>/dist`; returns its path. */
export function snapshotOf(dir) {
  const target = join(runFolder(), dir);
  cpSync(join(ROOT, dir, 'dist'), target, { recursive: true });
  return target;
}

/**
 * The shell's snapshot with this environment's run-time configuration: the built file with its ports
 * moved by SITE_PORT_OFFSET, validated and stamped again, and its precompressed copies rewritten, so
 * any server can serve the folder as it is.
 */
export async function withLocalRuntimeConfig(shellRoot, builtText) {
  if (PORT_OFFSET === 0) return builtText;
  const text = await restampedRuntimeConfig(withPortOffset(builtText));
  const file = join(shellRoot, 'runtime-config.json');
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  return text;
}
