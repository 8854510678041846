import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useRef } from 'react';
import { mountRemoteRoot, useRemoteRoot } from './remote-root-mount';

const calls = vi.hoisted(() => ({
  inTransition: false,
  hydratedInTransition: [] as boolean[],
  rendered: [] as boolean[],
}));

// Records whether each root is created inside `startTransition`'s callback.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (callback: () => void) =>
      react.startTransition(() => {
        calls.inTransition = true;
        try {
          callback();
        } finally {
          calls.inTransition = false;
        }
      }),
  };
});

vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      calls.hydratedInTransition.push(calls.inTransition);
      return client.hydrateRoot(...args);
    },
    createRoot: (...args: Parameters<typeof client.createRoot>) => {
      calls.rendered.push(calls.inTransition);
      return client.createRoot(...args);
    },
  };
});

describe('mountRemoteRoot', () => {
  it('hydrates a first view in a transition (in slices that yield), and renders afresh at once', () => {
    const slot = document.createElement('div');
    const container = document.createElement('div');
    container.innerHTML = '<p>Trending Hotels</p>';
    slot.append(container);
    document.body.append(slot);
    const hydrated = mountRemoteRoot(slot, container, <p>Trending Hotels</p>, 'h-');
    expect(calls.hydratedInTransition).toEqual([true]);
    hydrated.release();

    const empty = document.createElement('div');
    document.body.append(empty);
    const rendered = mountRemoteRoot(empty, null, <p>Hotels</p>, 'r-');
    // A page rendered afresh shows its loading overlay at once: not a transition, which would hold it.
    expect(calls.rendered).toEqual([false]);
    rendered.release();
  });
});

/** A page that waits (for ever) for its code at `/b`. */
function Page({ address }: { address: string }) {
  if (address === '/b') use(new Promise<never>(() => undefined));
  return <p>At {address}</p>;
}

function Host({ address }: { address: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useRemoteRoot(slot, {
    props: { address },
    tree: (props) => (
      <Suspense fallback={<p>Loading</p>}>
        <Page address={props.address} />
      </Suspense>
    ),
    same: (a, b) => a.address === b.address,
    identifierPrefix: 'host-',
    address,
  });
  return <div ref={slot} />;
}

describe('useRemoteRoot', () => {
  it("renders new props in a transition: the page stays on screen while its new address's part waits", async () => {
    const { rerender } = render(<Host address="/a" />);
    expect(await screen.findByText('At /a')).toBeTruthy();
    rerender(<Host address="/b" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('At /a')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
