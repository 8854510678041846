// `pnpm probe:api`: re-runs the API hardening probes against a running site, through the shell's
// `/api` and `/wp-json` proxy, and prints the figures its "Done means" asks for: requests sent, answers by
// status class, 5xx (target 0), records stored by refused requests (target 0), one Idempotency-Key sent by
// 20 concurrent requests (target: 1 record), another client's error rate while one client sends 1 MB
// bodies every 200 ms (target 0 %), and the amount charged for a tampered payment. It talks to 127.0.0.1
// only, and stops by itself (about a minute and a half; it gives up after 4).
//   --site=http://127.0.0.1:3000   the shell (default: port 3000 + SITE_PORT_OFFSET)
//   --api=http://127.0.0.1:4000    the API's own origin, for the provider page `/pay/{id}` and, when the API
//                                  runs with API_TEST_MODE=1, `/__test__/counts` (records stored); default
//                                  4000 + SITE_PORT_OFFSET
//   --start                        start a site first (`node scripts/start.mjs`, builds when missing) with the
//                                  API in test mode on a throwaway data folder; stopped at the end
//   --postgres                     with --start: the API on a private throwaway PostgreSQL (port 55433 + offset)
//   --seconds=10                   how long one client sends oversized bodies (default 10)
// Rate limits stay on: with `--start` bookings, payments and comments allow 500 a minute (the probes need a
// few hundred from one address) and e-mails keep their default (10 a minute), so the e-mail burst shows 429s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres } from './lib/postgres.mjs';
import { API_PORT, APPS, log, PORT_OFFSET, ROOT } from './lib/workspace.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SITE = loopbackOrigin(option('site', `http://127.0.0.1:${APPS[0].port}`));
const API = loopbackOrigin(option('api', `http://127.0.0.1:${API_PORT}`));
const OVERSIZED_SECONDS = Number(option('seconds', 10));
const GIVE_UP_MS = 240_000;
const SITE_ORIGIN_HEADER = { origin: `http://localhost:${new URL(SITE).port}` };

/** The origin of `url` with its host made 127.0.0.1; anything not on this machine is refused. */
function loopbackOrigin(url) {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(parsed.hostname) || parsed.protocol !== 'http:') {
    throw new Error(`probe:api talks to 127.0.0.1 only, not ${url}`);
  }
  parsed.hostname = '127.0.0.1';
  return parsed.origin;
}

// ---- HTTP, tallied -------------------------------------------------------------------------------------

const tally = { sent: 0, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 }, fiveXx: [] };
const count = (label, status) => {
  tally.sent += 1;
  const cls = status >= 200 && status < 600 ? `${Math.floor(status / 100)}xx` : 'no answer';
  tally.byClass[cls] = (tally.byClass[cls] ?? 0) + 1;
  if (status >= 500 || status === 0) tally.fiveXx.push(`${label} → ${status || 'no answer'}`);
};

/** One request with node:http (each probe client has its own connection pool); never throws. */
function send(url, { method = 'GET', headers = {}, body, agent, label, tallied = true } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (status, text = '', responseHeaders = {}) => {
      if (tallied) count(label ?? `${method} ${url.replace(SITE, '').slice(0, 80)}`, status);
      resolve({ status, text, headers: responseHeaders, ms: performance.now() - started });
    };
    // The path goes out exactly as written (`new URL` would resolve `/api/../health` before sending).
    const { hostname, port } = new URL(url);
    const path = url.slice(new URL(url).origin.length) || '/';
    const options = { hostname, port, path, method, headers, agent, timeout: 30_000 };
    const request = http.request(options, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done(response.statusCode ?? 0, Buffer.concat(chunks).toString(), response.headers),
      );
      response.on('error', () => done(0));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => done(0));
    request.end(body);
  });
}
const jsonOf = (answer) => {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
};
const postJson = (path, body, { headers = {}, ...rest } = {}) =>
  send(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SITE_ORIGIN_HEADER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...rest,
  });

/** Row counts of what visitors store, when the API runs in test mode (not through the site: not public). */
async function counts() {
  const answer = await send(`${API}/__test__/counts`, { tallied: false });
  return answer.status === 200 ? jsonOf(answer)?.data : undefined;
}
const added = (before, after) =>
  before && after ? Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]])) : undefined;

/** `{ status: how many }` of a list of statuses. */
const histogram = (statuses) => {
  const out = {};
  for (const status of statuses) out[status] = (out[status] ?? 0) + 1;
  return out;
};

// ---- data ------------------------------------------------------------------------------------------------

const pad = (n) => String(n).padStart(2, '0');
const inDays = (days) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const [y, m, d] = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  return { iso: `${y}-${m}-${d}`, dmy: `${d}-${m}-${y}` };
};
const PHONE = '9876543210';
const guest = { title: 'Mr', name: 'Ravi Kumar', age: 34, nationality: 'India-Indian' };
const contact = { contactName: 'Ravi Kumar', contactEmail: 'ravi@example.com', contactPhone: PHONE };

/** A valid body for every POST the site forwards. */
function validBodies(ids) {
  const day = inDays(20);
  return {
    '/api/activity-bookings': {
      clientCount: 2,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: PHONE,
      startDate: `${day.iso}T00:00:00.000Z`,
      activityId: ids.activityId,
    },
    '/api/hotel-bookings': {
      ...contact,
      contactPhoneAlt: '',
      guestCount: 1,
      roomCount: 1,
      guests: [guest],
      checkIn: day.iso,
      checkOut: inDays(23).iso,
      roomTypeId: ids.roomId,
    },
    '/api/holiday-package-bookings': {
      ...contact,
      contactPhoneAlt: '9123456780',
      guestCount: 1,
      guests: [guest],
      checkIn: day.iso,
      holidayPackageId: ids.packageId,
    },
    '/api/common/email': {
      fullName: 'Kiran Rao',
      phone: PHONE,
      email: 'kiran@example.com',
      message: 'Hello',
    },
    '/api/payment': {
      payment_gateway_data: { amount: 7800, email: 'kiran@example.com', phone: PHONE },
      data: [
        {
          service: 'activity',
          activity_data: {
            bookingId: 1,
            activityId: ids.activityId,
            clientName: 'Kiran',
            clientCount: 2,
            total: 1,
          },
        },
      ],
    },
    '/api/makruzz/schedule_search': {
      data: {
        trip_type: 'single_trip',
        from_location: '1',
        to_location: '2',
        travel_date: day.iso,
        no_of_passenger: '2',
      },
    },
    '/api/nautika/getTripData': { from: 'Port Blair', to: 'Swaraj Dweep', date: day.dmy },
    '/api/green-ocean/route-details': {
      from_id: 1,
      dest_to: 2,
      number_of_adults: 2,
      number_of_infants: 1,
      travel_date: day.dmy,
    },
    '/api/green-ocean/seat-layout': {
      from_id: 1,
      dest_to: 2,
      route_id: 1,
      ship_id: 1,
      class_id: 1,
      travel_date: day.dmy,
    },
    '/wp-json/wp/v2/comments': {
      post: ids.postId,
      author_name: 'Rahul',
      author_email: 'rahul@example.com',
      content: 'Thanks',
    },
  };
}

/** Which table a 2xx answer of a POST adds one row to. */
const STORES = {
  '/api/activity-bookings': 'activityBookings',
  '/api/hotel-bookings': 'hotelBookings',
  '/api/holiday-package-bookings': 'holidayBookings',
  '/api/common/email': 'emails',
  '/api/payment': 'payments',
  '/wp-json/wp/v2/comments': 'wpComments',
};

const HOSTILE = [
  '',
  null,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  'x'.repeat(92_160),
  '\u0000',
  'Kiran\u0000Rao',
  '\u202eevil',
  "'; DROP TABLE hotels; --",
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '2026-02-30',
  '2098-12-31',
  'abc',
  'abcdefghij',
  { $gt: 1 },
];
const RAW_BODIES = [
  '',
  'null',
  '[]',
  '{',
  '{"a":1,}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '\u0000',
];
const GET_PREFIXES = [
  '/api/activity?limit=',
  '/api/activity/',
  '/api/hotels?page=',
  '/api/hotels?limit=',
  '/api/hotels?locationId=',
  '/api/hotels?category=',
  '/api/hotels/',
  '/api/hotels/rooms/',
  '/api/holidayPackage?mainLocationId=',
  '/api/holidayPackage/',
  '/api/common/wallet-balances?makruzz=',
  '/api/payment/check-transaction-id/',
  '/wp-json/wp/v2/posts?search=',
  '/wp-json/wp/v2/posts?slug=',
  '/wp-json/wp/v2/posts?per_page=',
  '/wp-json/wp/v2/posts/',
  '/wp-json/wp/v2/comments?post=',
];
const ESCAPES = [
  '/api/../health',
  '/api/%2e%2e/health',
  '/wp-json/../health',
  '/api/..%2fhealth',
  '/api/../pay/TXN1',
];

/** Runs `tasks` (functions returning promises) `width` at a time. */
async function pool(tasks, width) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

// ---- probes ----------------------------------------------------------------------------------------------

async function catalogue() {
  const get = async (path) => jsonOf(await send(`${SITE}${path}`))?.data;
  const activities = await get('/api/activity?limit=50');
  const hotels = (await get('/api/hotels?page=1&limit=50')).data;
  const packages = (await get('/api/holidayPackage?page=1&limit=50')).data;
  const posts = jsonOf(await send(`${SITE}/wp-json/wp/v2/posts?per_page=1`));
  const priceOf = (a) => (a.offerPrice > 0 ? a.offerPrice : a.starterPrice);
  const dearest = activities.reduce((best, a) => (priceOf(a) > priceOf(best) ? a : best));
  return {
    activityId: dearest.id,
    activityPrice: priceOf(dearest),
    activityName: dearest.name ?? dearest.title,
    roomId: hotels[0].roomTypes[0].id,
    packageId: packages[0].id,
    postId: posts[0].id,
  };
}

/** 200 e-mails from one client in about half a second: how many are stored, how many 429 with Retry-After. */
async function burst() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const body = { fullName: 'Kiran Rao', phone: PHONE, email: 'kiran@example.com', message: 'Burst' };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, () => postJson('/api/common/email', body, { agent, label: 'burst e-mail' })),
  );
  agent.destroy();
  return {
    ms: Math.round(performance.now() - started),
    created: answers.filter((a) => a.status === 201).length,
    limited: answers.filter((a) => a.status === 429).length,
    withRetryAfter: answers.filter((a) => a.status === 429 && Number(a.headers['retry-after']) > 0).length,
    other: answers.filter((a) => a.status !== 201 && a.status !== 429).map((a) => a.status),
  };
}

/** One booking sent by 20 concurrent requests with one Idempotency-Key; 409s (still running) retried. */
async function idempotency(ids) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const key = `probe-${Date.now()}`;
  const body = { ...validBodies(ids)['/api/activity-bookings'], clientName: 'Idempotent Probe' };
  const before = await counts();
  const once = () => postJson('/api/activity-bookings', body, { agent, headers: { 'idempotency-key': key } });
  const first = await Promise.all(Array.from({ length: 20 }, once));
  const final = [...first];
  for (let round = 0; round < 10 && final.some((a) => a.status === 409); round++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [i, answer] of final.entries()) if (answer.status === 409) final[i] = await once();
  }
  agent.destroy();
  const after = await counts();
  const statuses = (answers) =>
    Object.entries(histogram(answers.map((a) => a.status)))
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
  return {
    concurrent: statuses(first),
    afterRetries: statuses(final),
    bookingIds: [...new Set(final.map((a) => jsonOf(a)?.data?.id).filter((id) => id !== undefined))],
    replayed: final.filter((a) => a.headers['idempotent-replayed'] === 'true').length,
    records: added(before, after)?.activityBookings,
  };
}

/** An activity booking paid with lowered and raised amounts, then the right one; what is charged. */
async function tamperedPayment(ids) {
  const participants = 5;
  const booking = jsonOf(
    await postJson('/api/activity-bookings', {
      ...validBodies(ids)['/api/activity-bookings'],
      clientCount: participants,
    }),
  )?.data;
  if (!booking) throw new Error('tampered payment: the booking was refused');
  const payment = (amount) => ({
    payment_gateway_data: { amount, email: 'kiran@example.com', phone: PHONE },
    data: [
      {
        service: 'activity',
        activity_data: {
          bookingId: booking.id,
          bookingToken: booking.ownerToken,
          activityId: ids.activityId,
          clientName: 'Kiran Rao',
          clientCount: participants,
          total: amount,
        },
      },
    ],
  });
  const before = await counts();
  const tampered = [];
  for (const amount of [1, 0.01, 1e308, booking.total - 1, booking.total + 1]) {
    const answer = await postJson('/api/payment', payment(amount));
    tampered.push({ amount, status: answer.status, message: jsonOf(answer)?.message });
  }
  const afterTampered = await counts();
  const created = jsonOf(await postJson('/api/payment', payment(booking.total)))?.data;
  // The traveller presses Pay on the provider page (the API's own origin, as the browser would).
  const pay = await send(`${API}/pay/${created.transactionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: API },
    body: 'action=pay',
    label: 'POST /pay/{id}',
  });
  const checked = await send(`${SITE}/api/payment/check-transaction-id/${created.transactionId}`, {
    headers: { 'x-booking-token': booking.ownerToken },
  });
  const check = jsonOf(checked)?.data;
  const page = await send(`${API}/pay/${created.transactionId}`, { label: 'GET /pay/{id}' });
  const again = await postJson('/api/payment', payment(booking.total));
  const againAtOne = await postJson('/api/payment', payment(1));
  return {
    booking: `activity ${ids.activityId} (Rs. ${ids.activityPrice} × ${participants}) = Rs. ${booking.total}`,
    tampered,
    paymentsStoredByTampered: added(before, afterTampered)?.payments,
    payPage: pay.status,
    charged: check,
    payAgain: { status: again.status, message: jsonOf(again)?.message },
    payAgainAtOne: { status: againAtOne.status, message: jsonOf(againAtOne)?.message },
    headers: {
      checkCacheControl: checked.headers['cache-control'],
      checkNosniff: checked.headers['x-content-type-options'],
      payPageFrameAncestors: /frame-ancestors 'none'/.test(page.headers['content-security-policy'] ?? ''),
      payPageXfo: page.headers['x-frame-options'],
    },
  };
}

/** One client posts 1 MB every 200 ms while another lists hotels; the other's error rate. */
async function oversized() {
  const attackerAgent = new http.Agent({ keepAlive: true });
  const victimAgent = new http.Agent({ keepAlive: true });
  const big = JSON.stringify({
    fullName: 'x',
    phone: PHONE,
    email: 'a@b.in',
    message: 'y'.repeat(1024 * 1024),
  });
  const until = Date.now() + OVERSIZED_SECONDS * 1000;
  const attackerStatuses = [];
  let nosniff413 = 0;
  const attacker = (async () => {
    const inFlight = [];
    while (Date.now() < until) {
      inFlight.push(
        postJson('/api/common/email', big, { agent: attackerAgent, label: 'oversized 1 MB' }).then((a) => {
          attackerStatuses.push(a.status);
          if (a.status === 413 && a.headers['x-content-type-options'] === 'nosniff') nosniff413 += 1;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all(inFlight);
  })();
  const victim = [];
  while (Date.now() < until) {
    const answer = await send(`${SITE}/api/hotels?page=1&limit=9`, {
      agent: victimAgent,
      label: 'hotel list (other client)',
    });
    victim.push(answer);
  }
  await attacker;
  attackerAgent.destroy();
  victimAgent.destroy();
  const failed = victim.filter((a) => a.status !== 200);
  const sorted = victim.map((a) => a.ms).sort((a, b) => a - b);
  return {
    oversizedSent: attackerStatuses.length,
    oversizedAnswers: histogram(attackerStatuses),
    nosniff413,
    otherRequests: victim.length,
    otherFailed: failed.length,
    otherErrorRate: victim.length ? (100 * failed.length) / victim.length : 0,
    otherP50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
  };
}

/** Hostile bodies to every forwarded POST, hostile values to every parameterised GET, cross-site posts. */
async function sweep(ids) {
  const valid = validBodies(ids);
  const before = await counts();
  const accepted = {};
  /** Hostile values a storing POST accepted (valid data: a name with an apostrophe, an empty optional field). */
  const acceptedValues = new Set();
  const tasks = [];
  const refusedOnly = [];
  for (const [path, body] of Object.entries(valid)) {
    const bodies = [...RAW_BODIES, ...HOSTILE.map((value) => JSON.stringify(value))].map((text) => ({
      text,
    }));
    for (const field of Object.keys(body))
      for (const value of HOSTILE)
        bodies.push({ text: JSON.stringify({ ...body, [field]: value }), field, value });
    for (const { text, field, value } of bodies)
      tasks.push(async () => {
        const answer = await postJson(path, text, { label: `POST ${path} (hostile)` });
        if (answer.status >= 300 || !STORES[path]) return;
        accepted[STORES[path]] = (accepted[STORES[path]] ?? 0) + 1;
        acceptedValues.add(`${field}=${JSON.stringify(value)?.slice(0, 30)}`);
      });
    // What a foreign page (or a plain HTML form) could send: valid data, refused for its origin or type.
    for (const [headers, text] of [
      [{ 'content-type': 'application/json', origin: 'https://evil.example' }, JSON.stringify(body)],
      [{ 'content-type': 'text/plain' }, JSON.stringify(body)],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      [
        { 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
    ])
      tasks.push(async () => {
        const answer = await send(`${SITE}${path}`, {
          method: 'POST',
          headers,
          body: text,
          label: `POST ${path} cross-site`,
        });
        refusedOnly.push(answer.status);
      });
    // JSON nested 20,000 deep with an Idempotency-Key.
    tasks.push(() =>
      postJson(path, `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, {
        headers: { 'idempotency-key': `deep-${Date.now()}` },
        label: `POST ${path} deep + Idempotency-Key`,
      }),
    );
  }
  for (const prefix of GET_PREFIXES)
    for (const value of [...HOSTILE.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))), '%00', '%'])
      tasks.push(() =>
        send(`${SITE}${prefix}${encodeURIComponent(value).slice(0, 4000)}`, {
          label: `GET ${prefix}(hostile)`,
        }),
      );
  const escapes = [];
  for (const path of ESCAPES)
    tasks.push(async () =>
      escapes.push(`${path} ${(await send(`${SITE}${path}`, { label: `GET ${path}` })).status}`),
    );
  const sentBefore = tally.sent;
  await pool(tasks, 4);
  const after = await counts();
  const diff = added(before, after);
  const storedByRefused = diff
    ? Object.entries(STORES).reduce((sum, [, table]) => sum + (diff[table] - (accepted[table] ?? 0)), 0)
    : undefined;
  return {
    requests: tally.sent - sentBefore,
    accepted,
    acceptedValues: [...acceptedValues],
    storedByRefused,
    crossSiteAccepted: refusedOnly.filter((s) => s < 300).length,
    crossSiteSent: refusedOnly.length,
    escapes,
  };
}

// ---- running -------------------------------------------------------------------------------------------

async function startSite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'andaman-probe-db-'));
  const postgres = argv.includes('--postgres')
    ? await startTestPostgres({ port: 55433 + PORT_OFFSET, database: 'andaman_probe', useTestUrl: false })
    : undefined;
  if (argv.includes('--postgres') && !postgres) throw new Error('PostgreSQL cannot run here');
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_TEST_MODE: '1',
      API_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_BOOKINGS: '500/60',
      API_RATE_LIMIT_PAYMENTS: '500/60',
      API_RATE_LIMIT_COMMENTS: '500/60',
      API_RATE_LIMIT_EMAILS: '10/60',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await new Promise((resolve) => {
      http
        .get(`${SITE}/api/locations`, (r) => resolve(r.resume() && r.statusCode === 200))
        .on('error', () => resolve(false));
    });
    if (ready) return stop;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(`the site did not answer on ${SITE} in time`);
}

function report(results, seconds) {
  const { burst: b, idempotency: i, tampered: t, oversized: o, sweep: s } = results;
  const lines = [
    `probe:api against ${SITE} (API ${API} on ${results.database}), ${seconds} s`,
    `requests sent        ${tally.sent}`,
    `by status class      ${Object.entries(tally.byClass)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `5xx / no answer      ${tally.fiveXx.length}${tally.fiveXx.length ? `: ${tally.fiveXx.slice(0, 5).join('; ')}` : ''}`,
    `hostile sweep        ${s.requests} requests; records stored by refused requests: ${s.storedByRefused ?? 'unknown (API not in test mode)'}; accepted (valid data among them): ${JSON.stringify(s.accepted)}; cross-site/non-JSON posts accepted: ${s.crossSiteAccepted} of ${s.crossSiteSent}`,
    `  accepted hostile values (stored as plain text): ${s.acceptedValues.join('; ')}`,
    `  escapes            ${s.escapes.join(', ')}`,
    `idempotency          20 concurrent, one key: ${i.concurrent}; after retrying the 409s: ${i.afterRetries} (${i.replayed} replayed); booking ids ${JSON.stringify(i.bookingIds)}; records created: ${i.records ?? 'unknown'}`,
    `oversized            ${o.oversizedSent} × 1 MB every 200 ms: ${JSON.stringify(o.oversizedAnswers)}; other client: ${o.otherRequests} hotel lists, ${o.otherFailed} failed (${o.otherErrorRate.toFixed(1)} % errors), p50 ${o.otherP50} ms; 413s with nosniff ${o.nosniff413}`,
    `tampered payment     ${t.booking}`,
    ...t.tampered.map((x) => `  amount ${x.amount} → ${x.status} ${x.message ?? ''}`),
    `  payments stored by the tampered requests: ${t.paymentsStoredByTampered ?? 'unknown'}; charged: ${t.charged ? `Rs. ${t.charged.amount}, ${t.charged.paymentStatus} (pay page ${t.payPage})` : 'nothing'}`,
    `  paid again → ${t.payAgain.status} ${t.payAgain.message ?? ''}; again at Rs. 1 → ${t.payAgainAtOne.status} ${t.payAgainAtOne.message ?? ''}`,
    `headers              transaction check: Cache-Control ${t.headers.checkCacheControl}, ${t.headers.checkNosniff}; provider page: frame-ancestors 'none' ${t.headers.payPageFrameAncestors}, X-Frame-Options ${t.headers.payPageXfo}`,
    `e-mail burst         200 in ${b.ms} ms: ${b.created} stored, ${b.limited} × 429 (${b.withRetryAfter} with Retry-After)${b.other.length ? `, other ${b.other.join(',')}` : ''}`,
  ];
  console.log(lines.join('\n'));
  return (
    tally.fiveXx.length === 0 &&
    (s.storedByRefused ?? 0) === 0 &&
    o.otherFailed === 0 &&
    s.crossSiteAccepted === 0 &&
    s.escapes.every((answer) => answer.endsWith(' 404'))
  );
}

async function main() {
  setTimeout(() => {
    console.error(`probe:api: gave up after ${GIVE_UP_MS / 1000} s`);
    process.exit(2);
  }, GIVE_UP_MS).unref();
  const stopSite = argv.includes('--start') ? await startSite() : undefined;
  try {
    const started = performance.now();
    const health = jsonOf(await send(`${API}/health`, { tallied: false }))?.data;
    log(`probing ${SITE} (API ${API}, database ${health?.database ?? 'unknown'})…`);
    const ids = await catalogue();
    const results = { database: health?.database ?? 'unknown' };
    results.burst = await burst();
    results.idempotency = await idempotency(ids);
    results.tampered = await tamperedPayment(ids);
    results.oversized = await oversized();
    results.sweep = await sweep(ids);
    process.exitCode = report(results, Math.round((performance.now() - started) / 1000)) ? 0 : 1;
  } finally {
    stopSite?.();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
