import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { AntdTheme } from './antd-theme';

// Each provider of the theme leaves a mark, so the test can count them.
vi.mock('@andaman/shared/ui/themed-config-provider', () => ({
  default: ({ children }: { children: ReactNode }) => <div data-testid="antd-theme">{children}</div>,
}));

describe('AntdTheme', () => {
  it('suspends until the theme has loaded, then provides it once however deeply it is nested', async () => {
    render(
      <Suspense fallback={<p>Loading the theme</p>}>
        <AntdTheme>
          <p>Outer</p>
          <AntdTheme>
            <p>Inner</p>
          </AntdTheme>
        </AntdTheme>
      </Suspense>,
    );
    expect(await screen.findByText('Inner')).toBeInTheDocument();
    expect(screen.getAllByTestId('antd-theme')).toHaveLength(1);
  });

  it('renders at once when the theme has already loaded (no fallback in between)', async () => {
    // A fresh copy of the module, whose lazy provider has never rendered.
    vi.resetModules();
    const fresh = await import('./antd-theme');
    await fresh.loadAntdTheme();
    const { AntdTheme: FreshAntdTheme } = fresh;
    render(
      <Suspense fallback={<p>Loading the theme</p>}>
        <FreshAntdTheme>
          <p>Picker</p>
        </FreshAntdTheme>
      </Suspense>,
    );
    expect(screen.getByText('Picker')).toBeInTheDocument();
    expect(screen.queryByText('Loading the theme')).not.toBeInTheDocument();
  });
});

describe('lazyAntdPart', () => {
  it("loads the part's code and the theme together on preload, then renders the part inside the theme", async () => {
    vi.resetModules();
    const fresh = await import('./antd-theme');
    const Dialog = ({ title }: { title: string }) => <h2>{title}</h2>;
    const load = vi.fn(async () => Dialog);
    const { Component, preload } = fresh.lazyAntdPart(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Component title="Choose seats" />);
    expect(await screen.findByRole('heading', { name: 'Choose seats' })).toBeInTheDocument();
    expect(screen.getByTestId('antd-theme')).toContainElement(screen.getByRole('heading'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
