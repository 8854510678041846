/**
 * React's static pre-rendering to a string, as the shell's pages and the remotes' first views are
 * rendered at build time (in Node): every boundary inline and in order, since outlined boundaries need
 * React's inline scripts to move them into place and the Content-Security-Policy allows no inline script.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Renders `tree` once everything in it has loaded; `onError` as in React's `prerenderToNodeStream`;
 * `identifierPrefix` as the browser's root that hydrates it gives it (the ids of `useId` must match).
 */
export async function prerenderToString(
  tree: ReactNode,
  onError: (error: unknown) => string | undefined,
  identifierPrefix?: string,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError,
    ...(identifierPrefix ? { identifierPrefix } : {}),
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** An error as text for a build's report. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);
