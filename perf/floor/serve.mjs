// Builds the floor page and serves it gzip-compressed on 127.0.0.1:$PORT (default 3999) until stopped
// (SIGTERM or SIGINT). `pnpm bench` starts it beside the site. Usage: PORT=3999 node serve.mjs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { buildFloor, FLOOR_DIST } from './build.mjs';

const port = Number(process.env.PORT ?? 3999);
const { js, gzip } = await buildFloor();
const file = (name, type) => [type, readFileSync(join(FLOOR_DIST, `${name}.gz`))];
const files = {
  '/': file('index.html', 'text/html; charset=utf-8'),
  '/app.js': file('app.js', 'text/javascript'),
};
const server = createServer((req, res) => {
  const found = files[new URL(req.url ?? '/', 'http://floor').pathname];
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  res
    .writeHead(200, { 'content-type': found[0], 'content-encoding': 'gzip', 'cache-control': 'no-cache' })
    .end(found[1]);
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(
    `floor on http://127.0.0.1:${port}/ (app.js ${(js / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB)\n`,
  );
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
