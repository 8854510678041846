// Image bytes of one page in a real browser: every image response's size as sent, with the page scrolled to
// its end so lazy pictures load too. Against a running site (`SITE_PORT_OFFSET=n npm start`):
//   node scripts/image-bytes.mjs /hotels/1 [--width=1366]
import { chromium } from 'playwright-core';
import { APPS } from './lib/workspace.mjs';

const path = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/hotels/1';
const width = Number(process.argv.find((arg) => arg.startsWith('--width='))?.slice(8) ?? 1366);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width, height: 900 } });
const images = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'image') return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  images.push({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: body.length });
});
await page.goto(`http://localhost:${APPS[0].port}${path}`, { waitUntil: 'networkidle' });
await page.evaluate(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
await page.waitForLoadState('networkidle');
await browser.close();
const api = images.filter((image) => image.url.includes('/api/images/'));
const total = (list) => list.reduce((sum, image) => sum + image.bytes, 0);
for (const image of api)
  console.log(
    `${String(image.bytes).padStart(8)}  ${image.type.padEnd(28)} ${image.url.replace(/^https?:\/\/[^/]+/, '')}`,
  );
console.log(
  `${path} at ${width} px: ${api.length} content images, ${total(api)} bytes (all images: ${images.length}, ${total(images)} bytes)`,
);
