// A throwaway PostgreSQL server for the API's PostgreSQL tests (the same code the API runs when
// DATABASE_URL is set). Uses Debian's postgresql (installed with apt when missing and root).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, PORT_OFFSET, run } from './workspace.mjs';

// Moved by SITE_PORT_OFFSET like every other port, so two CI runs on one machine never share a cluster.
const PORT = Number(process.env.API_TEST_POSTGRES_PORT ?? 54329 + PORT_OFFSET);

export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

const asPostgres = (command, args) => {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
};

const serverOptions = ({ dir, port, fsync }) =>
  `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'}`;

/**
 * Stops (`-m fast`: sessions are cut, as in a crash of the clients' connections) or starts again a cluster
 * made by `startTestPostgres` (its `cluster`), waiting until done; for the fault tests' database restarts.
 */
export function pgCtl(cluster, action) {
  const args = ['-D', join(cluster.dir, 'data'), '-l', join(cluster.dir, 'server.log'), '-w'];
  if (action === 'start') args.push('-o', serverOptions(cluster));
  else args.push('-m', 'fast');
  asPostgres(join(cluster.bin, 'pg_ctl'), [...args, action]);
}

/**
 * Starts a private PostgreSQL cluster on 127.0.0.1 and returns its URL and a stop function, or
 * undefined when this machine cannot run one (not root and no server installed). `port` and `database`
 * default to the API tests' (`API_TEST_POSTGRES_PORT` or 54329, `andaman_api_test`); `pnpm bench:api` passes
 * its own port so it never meets a test run. `useTestUrl: false` ignores `API_TEST_DATABASE_URL`;
 * `fsync: true` keeps PostgreSQL's default durability (tests turn it off for speed). `cluster` (absent for
 * `API_TEST_DATABASE_URL`) is what `pgCtl` needs to stop and start the server again.
 */
export async function startTestPostgres({
  port = PORT,
  database = 'andaman_api_test',
  useTestUrl = true,
  fsync = false,
} = {}) {
  if (useTestUrl && process.env.API_TEST_DATABASE_URL)
    return { url: process.env.API_TEST_DATABASE_URL, stop() {} };
  const isRoot = process.getuid?.() === 0;
  if (!postgresBin() && isRoot) {
    log('installing PostgreSQL with apt (for the API PostgreSQL tests)…');
    await run('apt-get', ['install', '-y', '-q', 'postgresql'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const bin = postgresBin();
  if (!bin || !isRoot) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'andaman-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const cluster = { bin, dir, port, fsync };
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'andaman', '--auth=trust', '-E', 'UTF8']);
  pgCtl(cluster, 'start');
  asPostgres(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'andaman', database]);
  log(`PostgreSQL (private, throwaway) on 127.0.0.1:${port}`);
  return {
    url: `postgres://andaman@127.0.0.1:${port}/${database}`,
    cluster,
    stop() {
      spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'], {
        stdio: 'ignore',
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
