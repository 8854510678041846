import { act, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, type ReactElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type HydrateTrigger, HydrateWhen, HydrationScope, useSiteOrigin } from './hydration';

/** A part that says when it has hydrated (its effect runs), and when it was clicked. */
function Part({ onLive, onClick }: { onLive: () => void; onClick?: () => void }) {
  useEffect(onLive, []);
  return (
    <button type="button" onClick={onClick}>
      Search
    </button>
  );
}

function Page({
  hydrating,
  when,
  onLive,
  onClick,
}: {
  hydrating: boolean;
  when: HydrateTrigger;
  onLive: () => void;
  onClick?: () => void;
}) {
  return (
    <HydrationScope hydrating={hydrating}>
      <h1>Hotels</h1>
      <HydrateWhen when={when}>
        <Part onLive={onLive} {...(onClick ? { onClick } : {})} />
      </HydrateWhen>
    </HydrationScope>
  );
}

/** Server HTML of the page in a container, and React hydrating it. */
async function hydrated(when: HydrateTrigger, onLive: () => void, onClick?: () => void) {
  const container = servedPage(
    renderToString(<Page hydrating={false} when={when} onLive={() => undefined} />),
  );
  const served = container.querySelector('button');
  const tree = <Page hydrating when={when} onLive={onLive} {...(onClick ? { onClick } : {})} />;
  await act(async () => {
    hydrateRoot(container, tree);
  });
  return { container, served };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** The server's HTML of a page in a container of the document. */
function servedPage(html: string): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-test-page', '');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** A page whose one part, hydrated `when`, is the lazy component `Lazy`. */
const lazyPage = (when: HydrateTrigger, Lazy: ComponentType) => (hydrating: boolean) => (
  <HydrationScope hydrating={hydrating}>
    <HydrateWhen when={when}>
      <Lazy />
    </HydrateWhen>
  </HydrationScope>
);

afterEach(() => {
  for (const container of document.body.querySelectorAll('[data-test-page]')) container.remove();
});

describe('HydrateWhen', () => {
  it('is in the server HTML, inside a wrapper that takes no box', () => {
    const html = renderToString(<Page hydrating={false} when="visible" onLive={() => undefined} />);
    expect(html).toMatch(
      /<div data-hydrate-when="visible" data-hydrate-part="[^"]+" style="display:contents"><!--\$--><button/,
    );
  });

  it('keeps the server HTML until the visitor reaches for it, then hydrates it in place and replays the click', async () => {
    const onLive = vi.fn();
    const onClick = vi.fn();
    const { served } = await hydrated('interaction', onLive, onClick);
    expect(onLive).not.toHaveBeenCalled();
    await act(async () => {
      served?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      served?.click();
    });
    await settle();
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Search' })).toBe(served);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once a part whose box was focused before the page was live (a tap before any code ran)', async () => {
    const onLive = vi.fn();
    const container = servedPage(
      renderToString(<Page hydrating={false} when="interaction" onLive={() => undefined} />),
    );
    container.querySelector('button')?.focus();
    await act(async () => {
      hydrateRoot(container, <Page hydrating when="interaction" onLive={onLive} />);
    });
    await settle();
    expect(onLive).toHaveBeenCalledTimes(1);
  });

  it('hydrates near the viewport (at once without IntersectionObserver)', async () => {
    const onLive = vi.fn();
    const { served } = await hydrated('visible', onLive);
    await settle();
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Search' })).toBe(served);
  });

  it('hydrates at once when rendered again with new props before its moment, never showing nothing', async () => {
    const onLive = vi.fn();
    const container = servedPage(
      renderToString(<Page hydrating={false} when="interaction" onLive={() => undefined} />),
    );
    const served = container.querySelector('button');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page hydrating when="interaction" onLive={onLive} />);
    });
    expect(onLive).not.toHaveBeenCalled();
    await act(async () => {
      root?.render(<Page hydrating when="interaction" onLive={onLive} onClick={() => undefined} />);
    });
    await settle();
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(served);
  });

  it("downloads a lazy part's code only when it opens, then hydrates it in place", async () => {
    const load = vi.fn(async () => ({ default: () => <p>Reviews</p> }));
    const Lazy = lazy(load);
    const tree = lazyPage('interaction', Lazy);
    const container = servedPage(
      '<div data-hydrate-when="interaction" style="display:contents"><!--$--><p>Reviews</p><!--/$--></div>',
    );
    const served = container.querySelector('p');
    await act(async () => {
      hydrateRoot(container, tree(true));
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      served?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')).toBe(served);
  });

  it("holds a click that comes before a lazy part's code, and gives it once the part is live", async () => {
    const onClick = vi.fn();
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: () => ReactElement }>((resolve) => {
      arrive = () =>
        resolve({
          default: () => (
            <button type="button" onClick={onClick}>
              Check-in
            </button>
          ),
        });
    });
    const Lazy = lazy(() => code);
    const tree = lazyPage('idle', Lazy);
    const container = servedPage(
      renderToString(
        <HydrationScope hydrating={false}>
          <HydrateWhen when="idle">
            <button type="button">Check-in</button>
          </HydrateWhen>
        </HydrationScope>,
      ),
    );
    const served = container.querySelector('button');
    await act(async () => {
      hydrateRoot(container, tree(true));
    });
    await act(async () => {
      served?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      served?.click();
    });
    await settle();
    expect(onClick).not.toHaveBeenCalled();
    await act(async () => arrive());
    await settle();
    await settle();
    expect(container.querySelector('button')).toBe(served);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a lazy part at once in a client render', async () => {
    const Lazy = lazy(async () => ({ default: () => <h2>Top Destinations</h2> }));
    render(
      <HydrateWhen when="visible">
        <Lazy />
      </HydrateWhen>,
    );
    expect(await screen.findByRole('heading', { name: 'Top Destinations' })).toBeInTheDocument();
  });

  it('waits for its moment when it hydrates after the root has committed (a part of a lazy page)', async () => {
    const onLive = vi.fn();
    const container = servedPage(
      renderToString(<Page hydrating={false} when="interaction" onLive={() => undefined} />),
    );
    // The root's first commit is over (its scope no longer says it hydrates) when the part hydrates.
    await act(async () => {
      hydrateRoot(container, <Page hydrating={false} when="interaction" onLive={onLive} />);
    });
    await settle();
    expect(onLive).not.toHaveBeenCalled();
    await act(async () => {
      container.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await settle();
    expect(onLive).toHaveBeenCalled();
  });

  it('renders at once in a client render', () => {
    const onLive = vi.fn();
    render(<Page hydrating={false} when="interaction" onLive={onLive} />);
    expect(onLive).toHaveBeenCalledTimes(1);
  });
});

describe('useSiteOrigin', () => {
  function Origin() {
    return <p>{useSiteOrigin() ?? 'none yet'}</p>;
  }

  it('is unknown on the server and in the render that hydrates, known after', async () => {
    expect(renderToString(<Origin />)).toBe('<p>none yet</p>');
    render(<Origin />);
    expect(await screen.findByText(window.location.origin)).toBeInTheDocument();
  });
});
