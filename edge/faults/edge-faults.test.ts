// The edge's fault lane (`pnpm test:faults:edge`, about 40 s): the site as `npm start` runs it, with
// the API crashed, then frozen, oversized bodies sent at once, then the whole site stopped under load. Each test prints its figures.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from '../src/api-proxy.ts';
import {
  type Answer,
  FAULTS_UPSTREAM_TIMEOUT_MS,
  get,
  report,
  SHELL,
  type Site,
  sleep,
  startSite,
} from './site-under-test.ts';

let site: Site;
before(async () => {
  site = await startSite();
});
after(async () => {
  if (site.start.exitCode === null) await site.stop();
});

const PAGES = ['/', '/hotels', '/hotels/1', '/blog', '/ferry'];

test('an API crash leaves the site serving pages; /api says the booking service is unavailable until it is back', async () => {
  const apiPid = site.pid('api');
  assert.ok(apiPid, 'the start script reports the API pid');
  const mark = site.output().length;
  const killedAt = performance.now();
  process.kill(apiPid, 'SIGKILL');
  const pages: Answer[] = [];
  const apiAnswers: Answer[] = [];
  let backAt: number | undefined;
  // Pages and the API are asked in turn until the API answers again (bounded at 60 s).
  while (performance.now() - killedAt < 60_000) {
    for (const path of PAGES) pages.push(await get(path));
    const api = await get('/api/hotels?limit=1');
    apiAnswers.push(api);
    if (api.status === 200) {
      backAt = performance.now();
      break;
    }
    await sleep(100);
  }
  const downSeconds = ((backAt ?? performance.now()) - killedAt) / 1000;
  const failedPages = pages.filter((page) => page.status !== 200);
  const unavailable = apiAnswers.filter((answer) => answer.status === 503);
  const detail = pages.filter((_, index) => PAGES[index % PAGES.length] === '/hotels/1').slice(1);
  const slowestDetail = Math.max(...detail.map((page) => page.ms));
  report(
    `API crash: ${pages.length} pages served in ${downSeconds.toFixed(1)} s while the API was down and restarting; ` +
      `${failedPages.length} page requests failed; /api answered 503 ${unavailable.length} times, ` +
      `${apiAnswers.length - unavailable.length - 1} otherwise; slowest detail page after the first ${Math.round(slowestDetail)} ms`,
  );
  assert.ok(backAt, 'the API was restarted and answers again');
  assert.match(site.output().slice(mark), /api exited \(SIGKILL\); restarting in/);
  assert.deepEqual(failedPages, []);
  assert.ok(unavailable.length > 0);
  assert.deepEqual(JSON.parse(unavailable[0]?.body ?? '{}'), {
    success: false,
    message: UNAVAILABLE_MESSAGE,
  });
  // The breaker: once the API is known to be down, a detail page does not wait out the 1.5 s budget.
  assert.ok(
    slowestDetail < 1000,
    `a detail page took ${Math.round(slowestDetail)} ms while the API was down`,
  );
});

test('a hung API: the proxy gives up at its timeout with 504 and a message; pages keep answering', async () => {
  const apiPid = site.pid('api');
  assert.ok(apiPid);
  process.kill(apiPid, 'SIGSTOP');
  try {
    const hung = get('/api/hotels?limit=1');
    const pages: Answer[] = [];
    let answer: Answer | undefined;
    void hung.then((value) => {
      answer = value;
    });
    while (!answer) {
      pages.push(await get(PAGES[pages.length % PAGES.length] ?? '/'));
      await sleep(200);
    }
    const failed = pages.filter((page) => page.status !== 200);
    const slowest = Math.max(...pages.map((page) => page.ms));
    report(
      `hung API: /api answered ${answer.status} after ${(answer.ms / 1000).toFixed(1)} s; ` +
        `${pages.length} pages served meanwhile, ${failed.length} failed, slowest ${Math.round(slowest)} ms`,
    );
    assert.equal(answer.status, 504);
    assert.deepEqual(JSON.parse(answer.body), { success: false, message: TIMEOUT_MESSAGE });
    // At the edge's configured timeout (this lane's, set through the start script's configuration).
    assert.ok(
      answer.ms >= FAULTS_UPSTREAM_TIMEOUT_MS - 100 && answer.ms < FAULTS_UPSTREAM_TIMEOUT_MS + 5000,
      `/api answered after ${Math.round(answer.ms)} ms, the edge's timeout is ${FAULTS_UPSTREAM_TIMEOUT_MS} ms`,
    );
    assert.deepEqual(failed, []);
    // A detail page waits at most its rendering budget (1.5 s), never the API's timeout.
    assert.ok(slowest < 2500, `a page took ${Math.round(slowest)} ms`);
  } finally {
    process.kill(apiPid, 'SIGCONT');
  }
});

test('oversized bodies sent at once all get 413, never 502', async () => {
  const body = 'x'.repeat(1024 * 1024);
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const response = await fetch(`${SHELL}/api/common/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).catch(() => undefined);
      await response?.text();
      return response?.status ?? 0;
    }),
  );
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  report(
    `20 bodies of 1 MB at once: ${[...counts].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
  );
  assert.deepEqual(statuses, Array(20).fill(413));
});

test('SIGTERM under load: requests in flight are answered, none is reset', async () => {
  // Wait for the API to be itself again after the freeze.
  for (let tries = 0; tries < 50 && (await get('/api/hotels?limit=1')).status !== 200; tries++)
    await sleep(200);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const answers: Answer[] = [];
  let signalled = false;
  const client = async (index: number) => {
    for (let i = 0; ; i++) {
      const path = i % 4 === 3 ? '/api/hotels?limit=2' : (PAGES[(index + i) % PAGES.length] ?? '/');
      const answer = await get(path, { agent });
      answers.push(answer);
      // The site has stopped listening: this client is done.
      if (signalled && answer.error === 'ECONNREFUSED') return;
      if (answers.length > 20_000) return;
    }
  };
  const clients = Array.from({ length: 8 }, (_, index) => client(index));
  await sleep(3000);
  const before = answers.length;
  signalled = true;
  const stopped = site.stop();
  await Promise.all(clients);
  const code = await stopped;
  agent.destroy();
  const after = answers.slice(before);
  const refused = answers.filter((answer) => answer.error === 'ECONNREFUSED').length;
  const reset = answers.filter((answer) => answer.error && answer.error !== 'ECONNREFUSED');
  const unavailable = answers.filter((answer) => answer.status === 503).length;
  report(
    `SIGTERM under load (8 keep-alive clients): ${answers.length} requests, ${after.length} after the signal; ` +
      `${reset.length} reset, ${refused} refused once the site stopped listening, ${unavailable} answered 503; start script exit ${code}`,
  );
  assert.equal(code, 0);
  assert.deepEqual(
    reset.map((answer) => answer.error),
    [],
  );
});
