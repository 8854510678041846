// @vitest-environment jsdom
import { whenTextShows } from './when-text-shows';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenTextShows', () => {
  it('resolves at once when the text is already on the page', async () => {
    document.body.innerHTML = '<p>Booked.</p>';
    await expect(whenTextShows('Booked.', 1000)).resolves.toBe(true);
  });

  it('resolves when a node with the text is added later', async () => {
    const shown = whenTextShows('Holiday package booking request sent successfully.', 5000);
    setTimeout(() => {
      const toast = document.createElement('div');
      toast.innerHTML = '<span>Holiday package booking request sent successfully.</span>';
      document.body.append(toast);
    }, 20);
    await expect(shown).resolves.toBe(true);
  });

  it('gives up after the timeout when the text never shows', async () => {
    document.body.innerHTML = '<p>Something else</p>';
    const started = Date.now();
    await expect(whenTextShows('Booked.', 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
