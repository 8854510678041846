// Installs everything the site and its tests need: workspace packages and, for the browser
// tests, Debian's chromium (Playwright cannot download its own browser here).
import { existsSync } from 'node:fs';
import { ensureInstalled, log, run } from './lib/workspace.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (sudo apt-get install -y chromium)`);
  }
  log('installing chromium with apt…');
  await run('apt-get', ['update', '-q']);
  await run('apt-get', ['install', '-y', '-q', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await ensureChromium();
  log('setup complete');
}
