import { lazyAntdPart } from '@andaman/shared/ui/antd-theme';
import { PageProviders } from '@andaman/shared/ui/page-providers';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { EnquiryDialogState } from './use-enquiry-dialog';

// The dialog, its form, validation, antd's Modal and Form, and TanStack Query (it sends with a
// mutation) load when it first opens, side by side, not with the page.
const { Component: EnquiryDialog } = lazyAntdPart(
  async () => (await import('./enquiry-dialog')).EnquiryDialog,
);

/**
 * Where the layout renders the contact-us dialog. If its code cannot be loaded the page carries on without
 * it (the footer and floating menu still offer every way to reach the team).
 */
export function EnquiryDialogSlot({
  open,
  mounted,
  hide,
}: Pick<EnquiryDialogState, 'open' | 'mounted' | 'hide'>) {
  if (!mounted) return null;
  return (
    <ErrorBoundary fallbackRender={() => null} resetKeys={[open]}>
      <Suspense fallback={null}>
        <PageProviders queries>
          <EnquiryDialog open={open} onClose={hide} />
        </PageProviders>
      </Suspense>
    </ErrorBoundary>
  );
}
