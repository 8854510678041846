import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AppProviders, TOAST_CONFIG } from './app-providers';

describe('AppProviders', () => {
  it('configures toasts for 4000 ms, at most 3 at once', () => {
    expect(TOAST_CONFIG).toEqual({ duration: 4, maxCount: 3 });
  });

  it('provides the given QueryClient and the brand CSS variables', () => {
    const queryClient = new QueryClient();
    let provided: QueryClient | undefined;
    function Probe() {
      provided = useQueryClient();
      return <p>Inside</p>;
    }
    render(
      <AppProviders queryClient={queryClient}>
        <Probe />
      </AppProviders>,
    );
    expect(provided).toBe(queryClient);
    const root = screen.getByText('Inside').parentElement;
    expect(root?.style.getPropertyValue('--andaman-lagoon')).toBe('#0b7a9e');
  });
});
