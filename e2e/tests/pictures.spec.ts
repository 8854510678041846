import { expect, test } from '../fixtures/site';

// Pictures a traveller can trust: each hotel, room, activity and package has its own picture, served by the
// API's image pipeline as AVIF or WebP at the width the screen needs; the largest picture is fetched first,
// the rest lazily. (That no two drawings look alike, that no fill is missing and no caption is cut is checked
// picture by picture in api/src/images/pictures.test.ts.)

test.describe.configure({ timeout: 180_000 });

/**
 * The picture of the page's largest paint, as the browser reports it (by URL: the element it painted may be the
 * pre-rendered first view, replaced since by the live page), and how the live page's images showing it load.
 */
async function largestPaint(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const url = await new Promise<string>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
        resolve(last?.url ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The gallery's thumbnails (in its list) may show the same file, small and lazily.
    const showing = Array.from(document.querySelectorAll('main img:not(li img)')).filter(
      (image) => (image as HTMLImageElement).currentSrc === url,
    );
    return {
      url,
      loading: showing.map((image) => image.getAttribute('loading')),
      priority: showing.map((image) => image.getAttribute('fetchpriority')),
    };
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`a hotel's page at ${viewport.width} px: its own pictures, responsive, the largest first`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/hotels/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Aberdeen Bazaar Inn' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible({ timeout: 60_000 });

    const pictures = page.locator('main picture');
    expect(await pictures.count()).toBeGreaterThan(8);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-400\.avif 400w/);
      const image = picture.locator('img');
      await expect(image).toHaveAttribute('srcset', /-1200\.webp 1200w/);
      await expect(image).toHaveAttribute('sizes', /.+/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    // Every picture on the page is a different one (the gallery's thumbnails repeat its photos).
    const sources = await page
      .locator('main picture img:not(li img)')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
    expect(new Set(sources).size).toBe(sources.length);
    // Room pictures are below the fold: lazy.
    await expect(page.locator('article[aria-labelledby^="room-"] img').first()).toHaveAttribute(
      'loading',
      'lazy',
    );

    const largest = await largestPaint(page);
    expect(largest.loading).toEqual(['eager']);
    expect(largest.priority).toEqual(['high']);
    expect(largest.url).toMatch(/\/api\/images\/hotels\/aberdeen-bazaar-inn-.+\.[0-9a-f]{12}-\d+\.avif$/);
    const answer = await page.request.get(largest.url);
    expect(answer.headers()['content-type']).toBe('image/avif');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
}

test('the hotel list shows each hotel with its own picture', async ({ page }) => {
  await page.goto('/hotels');
  const banners = page.locator('main article picture img');
  await expect(banners.first()).toBeAttached({ timeout: 90_000 });
  const sources = await banners.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
  );
  expect(sources.length).toBeGreaterThan(2);
  expect(new Set(sources.map((src) => src.replace(/\.[0-9a-f]{12}\.webp$/, ''))).size).toBe(sources.length);
});
