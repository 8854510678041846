import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer, listenWithLimits, SERVER_LIMITS } from './server';

const servers: import('node:http').Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const listening = (
  limits = SERVER_LIMITS,
  fetch: (request: Request) => Response | Promise<Response> = () => new Response('ok'),
) =>
  new Promise<{ server: import('node:http').Server; port: number }>((resolve) => {
    const server = listenWithLimits(fetch, { host: '127.0.0.1', port: 0 }, limits, (port) =>
      resolve({ server, port }),
    );
    servers.push(server);
  });

describe('the API server', () => {
  it('sets its time and request limits explicitly', async () => {
    const { server } = await listening();
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.maxRequestsPerSocket).toBe(1_000);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { port } = await listening({ ...SERVER_LIMITS, headersTimeoutMs: 300, checkIntervalMs: 100 });
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('drains: readiness off, the request in flight is answered, then the port is closed', async () => {
    let draining = false;
    const { server, port } = await listening(SERVER_LIMITS, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return new Response('done');
    });
    const inFlight = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/slow' }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      })
        .on('error', reject)
        .end();
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await drainServer(
      server,
      () => {
        draining = true;
      },
      { graceMs: 0, timeoutMs: 500 },
    );
    expect(draining).toBe(true);
    expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
    const refused = await new Promise<string>((resolve) =>
      connect(port, '127.0.0.1')
        .on('connect', () => resolve('connected'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? '')),
    );
    expect(refused).toBe('ECONNREFUSED');
  });
});
