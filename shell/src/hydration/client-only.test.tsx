import { render, screen } from '@testing-library/react';
import { ClientOnly, useIsHydrated } from './client-only';

describe('client-only rendering', () => {
  it('useIsHydrated is false in the first render and true after it', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useIsHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'in the browser' : 'first render'}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('in the browser')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('ClientOnly renders its content in the browser', () => {
    render(
      <ClientOnly fallback={<p>Loading</p>}>
        <p>Remote page</p>
      </ClientOnly>,
    );
    expect(screen.getByText('Remote page')).toBeInTheDocument();
  });
});
