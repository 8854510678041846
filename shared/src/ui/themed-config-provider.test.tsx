import { render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import ThemedConfigProvider from './themed-config-provider';

function MotionToken() {
  const { token } = theme.useToken();
  return <p>motion {String(token.motion)}</p>;
}

function systemAsksForReducedMotion(reduce: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(() => false),
      }) as MediaQueryList,
  );
}

describe('ThemedConfigProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps antd's motion by default", () => {
    systemAsksForReducedMotion(false);
    render(
      <ThemedConfigProvider>
        <MotionToken />
      </ThemedConfigProvider>,
    );
    expect(screen.getByText('motion true')).toBeInTheDocument();
  });

  it("turns antd's motion off when the system asks for reduced motion", () => {
    systemAsksForReducedMotion(true);
    render(
      <ThemedConfigProvider>
        <MotionToken />
      </ThemedConfigProvider>,
    );
    expect(screen.getByText('motion false')).toBeInTheDocument();
  });
});
