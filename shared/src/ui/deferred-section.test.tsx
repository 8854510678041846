import { act, render, screen } from '@testing-library/react';
import { DeferredSection } from './deferred-section';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('DeferredSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <DeferredSection minHeight={100}>
        <p>Reviews</p>
      </DeferredSection>,
    );
    expect(screen.getByText('Reviews')).toBeInTheDocument();
  });

  it('mounts its content when it nears the viewport', () => {
    let notify: Callback = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(
      <DeferredSection minHeight={100}>
        <p>Reviews</p>
      </DeferredSection>,
    );
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('Reviews')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
