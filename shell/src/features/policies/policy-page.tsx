import { DocumentMetadata } from '@andaman/shared/ui/document-metadata';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { PageHero } from '@andaman/shared/ui/page-hero';
import type { ReactNode } from 'react';
import page from '../../styles/content-page.module.css';
import { usePolicyLoader } from './use-policy-loader';

export interface PolicyPageProps {
  /** The page's heading. */
  heading: string;
  /** Document title. */
  title: string;
  description: string;
  canonicalPath: string;
  /** One-line summary under the heading. */
  summary: string;
  children: ReactNode;
}

/**
 * The frame of the privacy, refund and terms pages: metadata, a compact hero, and the text behind the
 * 2-second loader shown on entry (rule policies.loader). The text is in the page from the start (search
 * engines and the back button see it), marked busy until the loader goes.
 */
export function PolicyPage({
  heading,
  title,
  description,
  canonicalPath,
  summary,
  children,
}: PolicyPageProps) {
  const loading = usePolicyLoader();
  return (
    <>
      <DocumentMetadata title={title} description={description} canonicalPath={canonicalPath} />
      <LoadingOverlay open={loading} label={`Loading ${heading}`} />
      <PageHero title={heading} subtitle={summary} size="compact" />
      <article className={[page.container, page.narrow, page.prose].join(' ')} aria-busy={loading}>
        {children}
      </article>
    </>
  );
}
