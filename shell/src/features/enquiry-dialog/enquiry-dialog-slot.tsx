import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { EnquiryDialogState } from './use-enquiry-dialog';

// The dialog, its form, validation and antd's Modal and Form load when it first opens, not with the page.
const EnquiryDialog = lazy(async () => ({ default: (await import('./enquiry-dialog')).EnquiryDialog }));

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
        <AntdTheme>
          <EnquiryDialog open={open} onClose={hide} />
        </AntdTheme>
      </Suspense>
    </ErrorBoundary>
  );
}
