import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import { Suspense } from 'react';
import { PageProviders } from './page-providers';
import { brandTheme } from './theme';

function QueryProbe() {
  useQueryClient();
  return <p>Has a client</p>;
}

function ThemeProbe() {
  const { token } = theme.useToken();
  return <p>{token.colorPrimary === brandTheme.token?.colorPrimary ? 'Themed' : 'Unthemed'}</p>;
}

describe('PageProviders', () => {
  it('gives a page that fetches the site QueryClient', async () => {
    render(
      <Suspense>
        <PageProviders queries>
          <QueryProbe />
        </PageProviders>
      </Suspense>,
    );
    expect(await screen.findByText('Has a client', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('puts a page that renders antd inside the brand theme, and a page that does not outside it', async () => {
    const { unmount } = render(
      <Suspense>
        <PageProviders antd>
          <ThemeProbe />
        </PageProviders>
      </Suspense>,
    );
    expect(await screen.findByText('Themed', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    render(
      <PageProviders>
        <ThemeProbe />
      </PageProviders>,
    );
    expect(screen.getByText('Unthemed')).toBeInTheDocument();
  });
});
