// The whole site as `npm start` runs it (scripts/start.mjs: the edge and the API as supervised
// processes), on the ports of SITE_PORT_OFFSET, with a throwaway API database. Reads the pids the start
// script reports, so a test can crash or freeze one process.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OFFSET = Number(process.env.SITE_PORT_OFFSET ?? 0);
export const SHELL = `http://127.0.0.1:${3000 + OFFSET}`;
/**
 * The edge's wait for a hung API in this lane: shorter than the product's 30 s (UPSTREAM_TIMEOUT_MS, the
 * default checked in src/api-proxy.test.ts and src/config.test.ts), so the hung-API scenario checks the
 * same behaviour without waiting out 30 s; long enough for every page to be asked twice meanwhile.
 */
export const FAULTS_UPSTREAM_TIMEOUT_MS = 8_000;

export interface Site {
  start: ChildProcess;
  /** The pid of the current process of `name` (`api`, `edge`), as the start script last reported it. */
  pid(name: string): number | undefined;
  output(): string;
  /** Resolves when the start script logs a line matching `pattern` after `from` (an output length). */
  waitForLine(pattern: RegExp, timeoutMs: number, from?: number): Promise<string>;
  stop(): Promise<number | null>;
}

export async function startSite(): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'andaman-edge-faults-'));
  const start = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_TEST_MODE: '1',
      API_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEPLOY_ENV: 'faults',
      SITE_SERVER: 'node',
      API_RATE_LIMIT_BOOKINGS: '100000/60',
      EDGE_UPSTREAM_TIMEOUT_MS: String(FAULTS_UPSTREAM_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const pids = new Map<string, number>();
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const [, name = '', pid] of text.matchAll(/(\w+) started \(pid (\d+)\)/g))
      pids.set(name, Number(pid));
  };
  start.stdout?.on('data', onData);
  start.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  const site: Site = {
    start,
    pid: (name) => pids.get(name),
    output: () => output,
    async waitForLine(pattern, timeoutMs, from = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(output.slice(from));
        if (match) return match[0];
        if (start.exitCode !== null)
          throw new Error(`the start script exited (${start.exitCode}):\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (start.exitCode === null) start.kill('SIGTERM');
      const timer = setTimeout(() => start.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  await site.waitForLine(/site ready/, 150_000);
  return site;
}

export interface Answer {
  status: number;
  ms: number;
  body: string;
  /** The socket error of a request that got no answer (ECONNRESET, ECONNREFUSED, …). */
  error?: string;
}

/** One GET over `agent` (a keep-alive pool when given), with its time and any socket error. */
export function get(
  path: string,
  { agent, timeoutMs = 60_000 }: { agent?: http.Agent; timeoutMs?: number } = {},
) {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const request = http.get(`${SHELL}${path}`, { agent: agent ?? false, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, ms: performance.now() - started, body, error: error.code ?? error.message }),
      );
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, ms: performance.now() - started, body: '', error: error.code ?? error.message }),
    );
  });
}

export const report = (line: string) => process.stdout.write(`  [faults:edge] ${line}\n`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
