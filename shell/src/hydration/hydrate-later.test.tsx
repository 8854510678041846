import { act, render, screen } from '@testing-library/react';

/** hydrate-later.tsx keeps its gate in module state: each test gets a fresh copy. */
async function freshModule() {
  vi.resetModules();
  return import('./hydrate-later');
}

describe('HydrateLater and its gate', () => {
  let idleCallbacks: IdleRequestCallback[] = [];

  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('root')?.remove();
  });

  const markPrerendered = () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '/');
    document.body.append(root);
  };

  it('opens once the loaded page is idle', async () => {
    const { afterLoadAndIdle } = await freshModule();
    let opened = false;
    void afterLoadAndIdle().then(() => {
      opened = true;
    });
    await Promise.resolve();
    expect(opened).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    await Promise.resolve();
    expect(opened).toBe(true);
  });

  it('opens at once when the visitor reaches for the page, before any idle moment', async () => {
    const { afterLoadAndIdle } = await freshModule();
    let opened = false;
    void afterLoadAndIdle().then(() => {
      opened = true;
    });
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(opened).toBe(true);
  });

  it('on a pre-rendered page, renders its content only once the gate opens', async () => {
    markPrerendered();
    const { HydrateLater } = await freshModule();
    await act(async () => {
      render(
        <HydrateLater>
          <footer>Footer links</footer>
        </HydrateLater>,
      );
    });
    expect(screen.queryByText('Footer links')).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(await screen.findByText('Footer links')).toBeInTheDocument();
  });

  it('on a page rendered in the browser, renders its content at once', async () => {
    const { HydrateLater } = await freshModule();
    render(
      <HydrateLater>
        <footer>Footer links</footer>
      </HydrateLater>,
    );
    expect(screen.getByText('Footer links')).toBeInTheDocument();
  });
});
