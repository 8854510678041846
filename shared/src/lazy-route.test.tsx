import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyRoute } from './lazy-route';

const pageModule = { TripsPage: () => <h1>Trips</h1>, OtherPage: () => <h1>Other</h1> };

describe('lazyRoute', () => {
  it('renders the named export of the page module once loaded', async () => {
    const load = vi.fn(async () => pageModule);
    const { Component } = lazyRoute(load, 'TripsPage');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Trips' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload loads the module once, and the render reuses that load', async () => {
    const load = vi.fn(async () => pageModule);
    const { Component, preload } = lazyRoute(load, 'OtherPage');
    const first = preload();
    expect(preload()).toBe(first);
    await expect(first).resolves.toBe(pageModule);
    render(
      <Suspense>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next preload tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof pageModule>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(pageModule);
    const { preload } = lazyRoute(load, 'TripsPage');
    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBe(pageModule);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without the fallback, when the page was preloaded on intent', async () => {
    const { Component, preload } = lazyRoute(async () => pageModule, 'TripsPage');
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Trips' })).toBeVisible();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
