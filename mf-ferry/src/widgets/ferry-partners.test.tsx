import { renderWithProviders } from '@andaman/shared/testing/render';
import { loadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import FerryPartners, { PARTNER_NAVIGATION_MS } from './ferry-partners';

describe('Our Trusted Ferry Partners', () => {
  // The carousel themes itself (`AntdTheme`); loaded first, it renders at once, as beside the shell's.
  beforeAll(() => loadAntdTheme());

  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('lists the three operators and goes to /ferry 2 s after a click, behind the overlay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, getLocation } = renderWithProviders(<FerryPartners />, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    expect(screen.getByRole('heading', { name: 'Our Trusted Ferry Partners' })).toBeInTheDocument();
    for (const name of ['Makruzz', 'Nautika', 'Green Ocean']) {
      expect(
        screen.getAllByRole('button', { name: new RegExp(`^${name}`), hidden: true }).length,
      ).toBeGreaterThan(0);
    }
    await user.click(screen.getAllByRole('button', { name: /^Makruzz/ })[0] as HTMLElement);
    expect(screen.getByRole('status', { name: 'Opening ferry booking' })).toBeInTheDocument();
    expect(localStorage.getItem('first')).not.toBeNull();
    act(() => vi.advanceTimersByTime(PARTNER_NAVIGATION_MS - 100));
    expect(getLocation().pathname).toBe('/');
    act(() => vi.advanceTimersByTime(100));
    expect(getLocation().pathname).toBe('/ferry');
  });
});
