import http from 'node:http';
import { expect, it } from 'vitest';
import { drainable } from './drain.ts';
import { listenOn } from './test-servers.ts';

it('on drain, stops accepting, answers every request in flight and on open connections, then closes', async () => {
  const server = http.createServer((req, res) => {
    setTimeout(() => res.end(req.url), req.url === '/slow' ? 300 : 5);
  });
  const { origin } = await listenOn(server);
  const draining = drainable(server);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve(`${response.statusCode} ${body} ${response.headers.connection}`));
        })
        .on('error', (error: NodeJS.ErrnoException) => reject(error));
    });
  // Warm keep-alive connections, then requests in flight when the drain starts.
  await Promise.all([get('/a'), get('/b')]);
  const inFlight = [get('/slow'), get('/slow'), get('/c')];
  await new Promise((resolve) => setTimeout(resolve, 50));
  const drained = draining.drain(5000);
  const answers = await Promise.all(inFlight);
  expect(answers.map((answer) => answer.split(' ')[0])).toEqual(['200', '200', '200']);
  expect(answers[0]).toContain('close');
  expect(await drained).toEqual({ cut: 0 });
  // A new connection finds nobody listening.
  await expect(fetch(`${origin}/late`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  agent.destroy();
});

it('cuts what is still running at the deadline', async () => {
  const server = http.createServer(() => undefined);
  const { origin } = await listenOn(server);
  const draining = drainable(server);
  const hanging = fetch(`${origin}/never`).catch(() => 'cut');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await draining.drain(200)).toEqual({ cut: 1 });
  expect(await hanging).toBe('cut');
});
