import { mockMediaQueries } from '@andaman/shared/testing/media-queries';
import { render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import ThemedConfigProvider from './themed-config-provider';

function MotionToken() {
  const { token } = theme.useToken();
  return <p>motion {String(token.motion)}</p>;
}

function systemAsksForReducedMotion(reduce: boolean) {
  return mockMediaQueries((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
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
