import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedMail } from '@andaman/shared/contracts/mail-sink';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A running sink. */
export type MailSink = {
  smtpPort: number;
  httpPort: number;
  messages: () => readonly ReceivedMail[];
  /** Takes the SMTP side down (the listener closes, open sessions are cut), as a mail server that is down. */
  stopSmtp: () => Promise<void>;
  /** Brings the SMTP side back on the same port. */
  startSmtp: () => Promise<void>;
  close: () => Promise<void>;
};

/** The sink keeps the newest messages only, so a long `npm start` does not grow without bound. */
const KEEP = 500;

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? '').filter((v) => v !== ''),
  );

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * A local SMTP server that accepts every message (no authentication, no TLS) and keeps it in memory, with a
 * small JSON interface on loopback for tests and developers:
 * `GET /messages[?to=address]` (oldest first), `DELETE /messages`, `POST /smtp/stop`, `POST /smtp/start`,
 * `GET /health`. Both listen on `host` (127.0.0.1); port 0 picks free ports.
 */
export const startMailSink = async ({
  host = '127.0.0.1',
  smtpPort = 0,
  httpPort = 0,
  log = () => {},
}: {
  host?: string;
  smtpPort?: number;
  httpPort?: number;
  log?: (message: string) => void;
}): Promise<MailSink> => {
  const received: ReceivedMail[] = [];
  let nextId = 1;
  let smtp: SMTPServer | undefined;
  let boundSmtpPort = smtpPort;

  const newSmtpServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      banner: 'andaman mail sink',
      size: 10 * 1024 * 1024,
      closeTimeout: 100,
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              id: nextId++,
              receivedAt: new Date().toISOString(),
              messageId: mail.messageId ?? '',
              from: addresses(mail.from)[0] ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              replyTo: addresses(mail.replyTo)[0] ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            if (received.length > KEEP) received.splice(0, received.length - KEEP);
            log(
              `mail sink: received "${mail.subject ?? ''}" for ${session.envelope.rcptTo.map((r) => r.address).join(', ')}`,
            );
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });

  const startSmtp = async () => {
    if (smtp) return;
    const server = newSmtpServer();
    server.on('error', (error) => log(`mail sink: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(boundSmtpPort, host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    boundSmtpPort = (server.server.address() as AddressInfo).port;
    smtp = server;
  };

  const stopSmtp = async () => {
    const server = smtp;
    smtp = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /health':
        return sendJson(res, 200, { smtp: smtp ? 'up' : 'down', smtpPort: boundSmtpPort });
      case 'GET /messages': {
        const to = url.searchParams.get('to')?.toLowerCase();
        const list = to ? received.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : received;
        return sendJson(res, 200, { messages: list });
      }
      case 'DELETE /messages':
        received.length = 0;
        return sendJson(res, 200, { messages: [] });
      case 'POST /smtp/stop':
        return void stopSmtp().then(() => {
          log('mail sink: SMTP stopped');
          sendJson(res, 200, { smtp: 'down' });
        });
      case 'POST /smtp/start':
        return void startSmtp().then(
          () => {
            log('mail sink: SMTP started');
            sendJson(res, 200, { smtp: 'up' });
          },
          (error: Error) => sendJson(res, 500, { error: error.message }),
        );
      default:
        return sendJson(res, 404, { error: `no such route: ${route}` });
    }
  };

  await startSmtp();
  const http = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, () => resolve());
  });

  return {
    smtpPort: boundSmtpPort,
    httpPort: (http.address() as AddressInfo).port,
    messages: () => received,
    stopSmtp,
    startSmtp,
    close: async () => {
      await stopSmtp();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};
