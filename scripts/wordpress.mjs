// `node scripts/wordpress.mjs [--port 8088]` (default 8088 + SITE_PORT_OFFSET): a real, seeded WordPress
// on 127.0.0.1 (Debian's package, installed with apt when missing and running as root) until Ctrl+C.
// Then, in another terminal:
//   WORDPRESS_URL=http://127.0.0.1:8088 npm start
// serves the site with `/wp-json` from it.
import { startWordPress } from './lib/wordpress.mjs';
import { APPS, log, PORT_OFFSET } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.WORDPRESS_PORT ?? 8088 + PORT_OFFSET));
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`bad port: ${port}`);
  process.exit(2);
}

try {
  const wordpress = await startWordPress({
    port,
    token: process.env.WORDPRESS_TEST_TOKEN,
    frontEndOrigin: `http://localhost:${APPS[0].port}`,
  });
  log(`serve the site with it: WORDPRESS_URL=${wordpress.url} npm start   (Ctrl+C stops WordPress)`);
  const stop = () => {
    wordpress.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 60_000);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
