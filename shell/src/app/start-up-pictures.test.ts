// @vitest-environment jsdom
import { PICTURES_WAIT_MS, picturesOnScreen, picturesReady } from './start-up';

describe('the pictures on screen, waited for before the start-up runs', () => {
  /** Gives `element` a box at `top` (px from the viewport's top), 100 px high and wide. */
  const placeAt = (element: Element, top: number) => {
    element.getBoundingClientRect = () => ({ width: 100, height: 100, top, bottom: top + 100 }) as DOMRect;
  };

  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it("takes the root's eager images and hero backgrounds on screen, not lazy, inline or off-screen ones", () => {
    document.body.innerHTML = `
      <div id="root">
        <img id="eager" src="/pictures/hotel-1.avif">
        <img id="lazy" loading="lazy" src="/pictures/hotel-2.avif">
        <img id="inline" src="data:image/svg+xml,%3Csvg/%3E">
        <img id="below" src="/pictures/hotel-3.avif">
        <section id="hero" style='--hero-image: url("/pictures/package-1.avif")'></section>
      </div>
      <img id="outside" src="/pictures/elsewhere.avif">`;
    for (const id of ['eager', 'lazy', 'inline', 'hero', 'outside'])
      placeAt(document.getElementById(id) as Element, 0);
    placeAt(document.getElementById('below') as Element, window.innerHeight + 10);

    const sources = picturesOnScreen().map((image) => new URL(image.src).pathname);
    expect(sources).toEqual(['/pictures/hotel-1.avif', '/pictures/package-1.avif']);
  });

  it('settles when every picture is decoded or has failed', async () => {
    const decoded = Object.assign(new Image(), { decode: vi.fn(() => Promise.resolve()) });
    const broken = Object.assign(new Image(), { decode: vi.fn(() => Promise.reject(new Error('404'))) });
    await expect(picturesReady([decoded, broken])).resolves.toBeUndefined();
    expect(decoded.decode).toHaveBeenCalled();
    expect(broken.decode).toHaveBeenCalled();
  });

  it('waits no longer than its cap for a picture that never decodes, and not at all without one', async () => {
    vi.useFakeTimers();
    const stuck = Object.assign(new Image(), { decode: () => new Promise<void>(() => undefined) });
    let settled = false;
    void picturesReady([stuck]).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(PICTURES_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(picturesReady([])).resolves.toBeUndefined();
  });
});
