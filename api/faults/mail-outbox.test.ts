import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../src/mail-sink/sink';
import { Cleanup, onPostgres, report, send, sleep } from './support';

// Two API instances on one PostgreSQL, each with its outbox worker sending to one mail server, which is down
// for a few seconds in the middle of a stream of contact messages. Every acknowledged message must arrive,
// and none twice.

const MESSAGES = 60;
const OUTAGE_MS = 3000;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

describe('the e-mail outbox on two instances, the mail server down for a while', () => {
  it('delivers every acknowledged message exactly once', async () => {
    const sink = await startMailSink({});
    cleanup.add(() => sink.close());
    const smtp = { SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`, API_RATE_LIMIT_EMAILS: '1000000/60' };
    const { apis } = await onPostgres(cleanup, 2, [smtp, smtp]);

    const started = Date.now();
    const acknowledged: string[] = [];
    let outage: Promise<void> | undefined;
    for (let n = 0; n < MESSAGES; n++) {
      if (n === MESSAGES / 3) {
        await sink.stopSmtp();
        outage = sleep(OUTAGE_MS).then(() => sink.startSmtp());
      }
      const email = `outbox-${n}@faults.example`;
      const api = apis[n % apis.length];
      if (!api) throw new Error('two instances expected');
      const outcome = await send(api.origin, '/api/common/email', {
        fullName: `Traveller ${n}`,
        phone: '9876543210',
        email,
      });
      if ('status' in outcome && outcome.status === 201) acknowledged.push(email);
    }
    await outage;

    // Retries come 2 s, 4 s, 8 s … after a failure: the outage costs at most one or two more rounds.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && sink.messages().length < acknowledged.length) await sleep(250);
    const received = sink.messages().map((m) => m.replyTo);
    const lost = acknowledged.filter((email) => !received.includes(email)).length;
    const duplicated = received.length - new Set(received).size;
    report('e-mail outbox, 2 instances, mail server down 3 s', {
      acknowledged: acknowledged.length,
      received: received.length,
      lost,
      duplicated,
      allDeliveredMs: Date.now() - started,
    });
    expect(acknowledged).toHaveLength(MESSAGES);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  });
});
