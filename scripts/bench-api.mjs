// `pnpm bench:api`: load on the production API, once on PGlite and once on PostgreSQL. Each run starts
// the API as `npm start` does (src/main.ts, on 127.0.0.1:4000 + SITE_PORT_OFFSET, a throwaway data folder
// or a private throwaway PostgreSQL cluster) with the rate limits raised (configuration; they cannot be
// switched off). By default it measures three routes alone — the hotel list, a ferry search and an activity
// booking (a new Idempotency-Key each) — at 10, 50 and 200 connections, beside the reference: a bare Hono
// "hello" route on a tiny Node server (@hono/node-server), measured at the same connection counts in the
// same run, and prints one table (req/s, p50/p99, errors, and req/s as a share of the reference).
//   --seconds=4           seconds of load per cell (default 4; 24 cells: about 3 minutes in all)
//   --connections=10,50,200
// `--mix` drives the realistic mix instead, and prints requests per second, p50/p99 latency, the error
// count (target 0) and the API's resident memory before and after.
// The mix, per connection and in a loop: hotel lists (plain, filtered, page 2), hotel and room details,
// activity and package lists, the three ferry operators' searches and a seat layout, and three bookings with
// an `Idempotency-Key` (activity, hotel or package), one of them retried with the same key (the replay
// must return the same booking). Not part of `npm test`.
//   --mix --duration=20   seconds of load per database (default 20)
//   --mix --connections=8 concurrent connections (default 8)
//   --db=pglite|postgres  only one database (default both)
// Whole run, both databases: 1.5 to 2 minutes on a busy 2-core machine with `--mix`, about 3 with the table
// (the first run also seeds the cached PGlite template, about 40 s more); it gives up after 6.
// Loopback only; every server it starts stops with it.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApiProcess } from './lib/api-process.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { API_PORT, log, PORT_OFFSET, ROOT } from './lib/workspace.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const MIX = argv.includes('--mix');
const DURATION = Number(option('duration', 20));
const CONNECTIONS = Number(option('connections', 8));
const SECONDS = Number(option('seconds', 4));
const LEVELS = option('connections', '10,50,200').split(',').map(Number);
const DATABASES = option('db', 'pglite,postgres').split(',');
/** Raised for the bench (one client sends everything); still limits. */
const BENCH_LIMIT = '1000000/60';
const GIVE_UP_MS = 360_000;

const mb = (bytes) => (bytes === undefined ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const pad = (n) => String(n).padStart(2, '0');
/** A date 1 to 60 days ahead: `YYYY-MM-DD` and `DD-MM-YYYY`. */
const futureDate = () => {
  const date = new Date(Date.now() + (1 + Math.floor(Math.random() * 60)) * 86_400_000);
  const [y, m, d] = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  return { iso: `${y}-${m}-${d}`, dmy: `${d}-${m}-${y}`, date };
};
const addDays = (iso, days) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
const ROUTES = [
  [1, 2],
  [2, 1],
  [1, 3],
  [3, 1],
  [2, 3],
  [3, 2],
];
const NAUTIKA_PORTS = { 1: 'Port Blair', 2: 'Swaraj Dweep', 3: 'Shaheed Dweep' };
const PHONE = '9876543210';

/** Ids the mix picks from, read from the API itself. */
async function catalogue(origin) {
  const get = async (path) => (await (await fetch(`${origin}${path}`)).json()).data;
  const hotels = (await get('/api/hotels?page=1&limit=50')).data;
  const activities = await get('/api/activity?limit=50');
  const packages = (await get('/api/holidayPackage?page=1&limit=50')).data;
  return {
    hotelIds: hotels.map((h) => h.id),
    roomIds: hotels.flatMap((h) => h.roomTypes.map((r) => r.id)),
    categories: [...new Set(hotels.map((h) => h.category))],
    activityIds: activities.map((a) => a.id),
    packageIds: packages.map((p) => p.id),
  };
}

/** What went wrong, by request kind (first few answers kept). */
function problemLog() {
  const counts = new Map();
  const samples = [];
  return {
    note(kind, status, body) {
      const key = `${kind} ${status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (samples.length < 5) samples.push(`${key}: ${String(body).slice(0, 200)}`);
    },
    counts,
    samples,
  };
}

/** The request sequence every connection loops over. */
function mix(ids, problems, replays) {
  const json = { 'content-type': 'application/json' };
  const read = (kind, path) => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: path() }),
    onResponse: (status, body) => status !== 200 && problems.note(kind, status, body),
  });
  const post = (kind, path, body, { key, onCreated } = {}) => ({
    method: 'POST',
    setupRequest: (req, context) => {
      const sent = body(context);
      const headers = { ...json };
      if (key) headers['idempotency-key'] = key(context);
      return { ...req, path, headers, body: JSON.stringify(sent) };
    },
    onResponse: (status, text, context, headers) => {
      if (status >= 300) problems.note(kind, status, text);
      else onCreated?.(JSON.parse(text), context, headers);
    },
  });
  const guest = { title: 'Mr', name: 'Kiran Rao', age: 34, nationality: 'India-Indian' };
  const contact = { contactName: 'Kiran Rao', contactEmail: 'kiran@example.com', contactPhone: PHONE };
  const newKey = (context) => {
    context.key = `bench-${process.pid}-${Math.random().toString(36).slice(2)}`;
    return context.key;
  };
  return [
    read('hotel list', () => '/api/hotels?page=1&limit=9'),
    read('hotel detail', () => `/api/hotels/${pick(ids.hotelIds)}`),
    post('makruzz search', '/api/makruzz/schedule_search', () => {
      const [from, to] = pick(ROUTES);
      return {
        data: {
          trip_type: 'single_trip',
          from_location: String(from),
          to_location: String(to),
          travel_date: futureDate().iso,
          no_of_passenger: '2',
        },
      };
    }),
    read('hotel list filtered', () => `/api/hotels?page=1&limit=9&category=${pick(ids.categories)}`),
    post('nautika search', '/api/nautika/getTripData', () => {
      const [from, to] = pick(ROUTES);
      return { from: NAUTIKA_PORTS[from], to: NAUTIKA_PORTS[to], date: futureDate().dmy };
    }),
    read('room detail', () => `/api/hotels/rooms/${pick(ids.roomIds)}`),
    post(
      'activity booking',
      '/api/activity-bookings',
      (context) => {
        context.activityBody = {
          clientCount: 1 + Math.floor(Math.random() * 4),
          clientName: 'Kiran Rao',
          clientEmail: 'kiran@example.com',
          clientPhone: PHONE,
          startDate: `${futureDate().iso}T00:00:00.000Z`,
          activityId: pick(ids.activityIds),
        };
        return context.activityBody;
      },
      {
        key: newKey,
        onCreated: (answer, context) => {
          context.bookingId = answer.data.id;
        },
      },
    ),
    post('green ocean search', '/api/green-ocean/route-details', () => {
      const [from, to] = pick(ROUTES);
      const { dmy } = futureDate();
      return { from_id: from, dest_to: to, number_of_adults: 2, number_of_infants: 0, travel_date: dmy };
    }),
    // The client retries the booking it just made (say its answer was lost): the same key, the same body.
    post('activity booking replay', '/api/activity-bookings', (context) => context.activityBody, {
      key: (context) => context.key,
      onCreated: (answer, context, headers) => {
        const flag = Object.entries(headers).find(([name]) => name.toLowerCase() === 'idempotent-replayed');
        const replayed = flag?.[1] === 'true' && answer.data.id === context.bookingId;
        if (replayed) replays.same += 1;
        else replays.different += 1;
      },
    }),
    read('activity list', () => '/api/activity?limit=8'),
    read('hotel list page 2', () => '/api/hotels?page=2&limit=9'),
    post('green ocean seat layout', '/api/green-ocean/seat-layout', () => {
      const { dmy } = futureDate();
      return { from_id: 1, dest_to: 2, route_id: 1, ship_id: 1, class_id: pick([1, 2]), travel_date: dmy };
    }),
    post(
      'hotel booking',
      '/api/hotel-bookings',
      () => {
        const checkIn = futureDate().iso;
        return {
          ...contact,
          contactPhoneAlt: '',
          guestCount: 1,
          roomCount: 1,
          guests: [guest],
          checkIn,
          checkOut: addDays(checkIn, 1 + Math.floor(Math.random() * 4)),
          roomTypeId: pick(ids.roomIds),
        };
      },
      { key: newKey },
    ),
    read('package list', () => '/api/holidayPackage?page=1&limit=6'),
    read('hotel detail', () => `/api/hotels/${pick(ids.hotelIds)}`),
    post(
      'package booking',
      '/api/holiday-package-bookings',
      () => ({
        ...contact,
        contactPhoneAlt: '',
        guestCount: 2,
        guests: [guest, { ...guest, name: 'Asha Rao', title: 'Mrs' }],
        checkIn: futureDate().iso,
        holidayPackageId: pick(ids.packageIds),
      }),
      { key: newKey },
    ),
  ];
}

/**
 * A migrated and seeded PGlite folder to copy for each run (creating one costs half a minute on a busy
 * machine; opening a copy a few seconds). Kept under node_modules/.cache, named by the migrations and seed.
 */
async function pgliteTemplate(env) {
  const hash = createHash('sha256');
  const seedDir = join(ROOT, 'api', 'src', 'seed');
  for (const file of [
    join(ROOT, 'api', 'src', 'db', 'migrations.ts'),
    ...readdirSync(seedDir).map((name) => join(seedDir, name)),
  ])
    hash.update(readFileSync(file));
  const cache = join(ROOT, 'node_modules', '.cache', 'andaman-bench-api');
  const template = join(cache, `pglite-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(template)) return template;
  mkdirSync(cache, { recursive: true });
  const building = mkdtempSync(join(cache, 'building-'));
  log('pglite: creating and seeding the template database once (kept for the next runs)…');
  const api = await startApiProcess({ port: API_PORT, env: { ...env, API_DATA_DIR: building } });
  await api.stop();
  renameSync(building, template);
  return template;
}

/**
 * Runs `measure(api)` against the API started on `database` (a copy of the PGlite template, or a private
 * PostgreSQL) with the rate limits raised; stops everything afterwards.
 */
async function withBenchApi(database, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'andaman-bench-api-'));
  let postgres;
  let api;
  try {
    const env = {
      API_DATA_DIR: dataDir,
      API_RATE_LIMIT_BOOKINGS: BENCH_LIMIT,
      API_RATE_LIMIT_PAYMENTS: BENCH_LIMIT,
      API_RATE_LIMIT_EMAILS: BENCH_LIMIT,
      API_RATE_LIMIT_COMMENTS: BENCH_LIMIT,
      LOG_LEVEL: 'warn',
    };
    if (database === 'postgres') {
      postgres = await startTestPostgres({
        port: 55432 + PORT_OFFSET,
        database: 'andaman_bench',
        useTestUrl: false,
        fsync: true,
      });
      if (!postgres) throw new Error('PostgreSQL cannot run here (needs root or an installed server)');
      env.DATABASE_URL = postgres.url;
    } else {
      cpSync(await pgliteTemplate(env), dataDir, { recursive: true });
    }
    const starting = performance.now();
    api = await startApiProcess({ port: API_PORT, env });
    return await measure(api, Math.round(performance.now() - starting));
  } finally {
    await api?.stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchOne(database) {
  return withBenchApi(database, async (api, startedMs) => {
    const ids = await catalogue(api.origin);
    const rssBefore = api.rss();
    log(
      `${database}: API up in ${startedMs} ms (RSS ${mb(rssBefore)}); ${DURATION} s of load, ${CONNECTIONS} connections…`,
    );
    const problems = problemLog();
    const replays = { same: 0, different: 0 };
    const result = await autocannon({
      url: api.origin,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 10,
      requests: mix(ids, problems, replays),
    });
    const rssAfter = api.rss();
    const load = loadavg()[0].toFixed(1);
    return { database, startedMs, result, problems, replays, rssBefore, rssAfter, load };
  });
}

/** The routes measured alone: one request shape each, fresh values per request. */
function singleRoutes(ids) {
  const json = { 'content-type': 'application/json' };
  return [
    { route: 'hotel list', requests: [{ method: 'GET', path: '/api/hotels?page=1&limit=9' }] },
    {
      route: 'ferry search',
      requests: [
        {
          method: 'POST',
          path: '/api/makruzz/schedule_search',
          setupRequest: (req) => {
            const [from, to] = pick(ROUTES);
            const data = {
              trip_type: 'single_trip',
              from_location: String(from),
              to_location: String(to),
              travel_date: futureDate().iso,
              no_of_passenger: '2',
            };
            return { ...req, headers: json, body: JSON.stringify({ data }) };
          },
        },
      ],
    },
    {
      route: 'booking',
      requests: [
        {
          method: 'POST',
          path: '/api/activity-bookings',
          setupRequest: (req) => ({
            ...req,
            headers: { ...json, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              clientCount: 2,
              clientName: 'Kiran Rao',
              clientEmail: 'kiran@example.com',
              clientPhone: PHONE,
              startDate: `${futureDate().iso}T00:00:00.000Z`,
              activityId: pick(ids.activityIds),
            }),
          }),
        },
      ],
    },
  ];
}

/** The reference: a bare Hono "hello" route on @hono/node-server, as its own process (the API's packages). */
async function startHello(port) {
  const code = [
    "import { serve } from '@hono/node-server';",
    "import { Hono } from 'hono';",
    "const app = new Hono().get('/hello', (c) => c.text('hello'));",
    `serve({ fetch: app.fetch, hostname: '127.0.0.1', port: ${port} });`,
    `setInterval(() => { try { process.kill(${process.pid}, 0); } catch { process.exit(0); } }, 1000);`,
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(ROOT, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${origin}/hello`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** One cell: `requests` against `origin` with `connections` for SECONDS. */
async function cell(origin, requests, connections) {
  const result = await autocannon({ url: origin, connections, duration: SECONDS, timeout: 10, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The table's rows for one database: the reference and each route at each connection count. */
async function matrixOne(database, hello) {
  return withBenchApi(database, async (api) => {
    const routes = singleRoutes(await catalogue(api.origin));
    const rows = [];
    for (const connections of LEVELS) {
      log(`${database}: ${connections} connections…`);
      const reference = await cell(hello.origin, [{ method: 'GET', path: '/hello' }], connections);
      rows.push({ database, route: 'hello (reference)', connections, ...reference, share: 1 });
      for (const { route, requests } of routes) {
        const measured = await cell(api.origin, requests, connections);
        rows.push({ database, route, connections, ...measured, share: measured.rps / reference.rps });
      }
    }
    return rows;
  });
}

function printTable(rows) {
  const lines = [
    '| database | route | connections | req/s | p50 ms | p99 ms | errors | req/s ÷ hello |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.route} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.share.toFixed(3)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function matrix() {
  const hello = await startHello(API_PORT + 50);
  const rows = [];
  try {
    for (const database of DATABASES) rows.push(...(await matrixOne(database, hello)));
  } finally {
    hello.stop();
  }
  const [one, five, fifteen] = loadavg();
  log(
    `${SECONDS} s per cell, ${cpus().length} cores, load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`,
  );
  printTable(rows);
  return rows.every((row) => row.errors === 0);
}

function report(run) {
  const { result, problems, replays } = run;
  const errors = result.errors + result.timeouts + result.non2xx;
  const lines = [
    `== ${run.database} == (${cpus().length} cores, load average ${run.load} at the end)`,
    `requests        ${result.requests.total} in ${result.duration} s: ${result.requests.average} req/s (min ${result.requests.min}, max ${result.requests.max})`,
    `latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `status          2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}`,
    `errors          ${errors} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
    `idempotent      ${replays.same} replays answered with the first booking, ${replays.different} not`,
    `API memory      RSS ${mb(run.rssBefore)} before, ${mb(run.rssAfter)} after (start-up ${run.startedMs} ms)`,
  ];
  for (const [key, count] of problems.counts) lines.push(`  ${key}: ${count}`);
  for (const sample of problems.samples) lines.push(`  e.g. ${sample}`);
  console.log(lines.join('\n'));
  return errors === 0 && replays.different === 0;
}

async function main() {
  const giveUp = setTimeout(() => {
    console.error(`bench:api: gave up after ${GIVE_UP_MS / 1000} s`);
    process.exit(2);
  }, GIVE_UP_MS);
  giveUp.unref();
  const started = performance.now();
  for (const database of DATABASES) {
    if (database !== 'pglite' && database !== 'postgres')
      throw new Error(`--db: pglite or postgres, not ${database}`);
  }
  if (!MIX) {
    const clean = await matrix();
    log(`bench:api: ${Math.round((performance.now() - started) / 1000)} s in all`);
    process.exitCode = clean ? 0 : 1;
    return;
  }
  const runs = [];
  for (const database of DATABASES) runs.push(await benchOne(database));
  log(`bench:api: ${Math.round((performance.now() - started) / 1000)} s in all`);
  let clean = true;
  for (const run of runs) clean = report(run) && clean;
  process.exitCode = clean ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
