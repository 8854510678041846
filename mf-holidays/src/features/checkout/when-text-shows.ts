/**
 * Resolves `true` once `text` is on the page (already there, or in a node added later), or `false` after
 * `timeoutMs`. The success toast loads its code with the first toast of the page, which can take more
 * than a second on a slow phone: the checkout waits for it before the full page load takes it away.
 */
export function whenTextShows(text: string, timeoutMs: number, root: Node = document.body): Promise<boolean> {
  if (root.textContent?.includes(text)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (shown: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(shown);
    };
    const observer = new MutationObserver((records) => {
      const added = records.some((record) =>
        Array.from(record.addedNodes).some((node) => node.textContent?.includes(text)),
      );
      if (added || root.textContent?.includes(text)) done(true);
    });
    const timer = setTimeout(() => done(false), timeoutMs);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
}
