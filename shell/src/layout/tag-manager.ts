import { useEffect } from 'react';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** `id` of the injected script element, so it is added once however often the layout renders. */
export const TAG_MANAGER_SCRIPT_ID = 'tag-manager-script';

/** The tag manager's loader for a container id. */
export function tagManagerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * Loads the tag manager (rule site.layout.tag-manager) only when a container id is configured: by default
 * nothing is fetched from a third party.
 */
export function useTagManager(containerId: string | undefined): void {
  useEffect(() => {
    if (!containerId || document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = TAG_MANAGER_SCRIPT_ID;
    script.async = true;
    script.src = tagManagerScriptUrl(containerId);
    document.head.appendChild(script);
  }, [containerId]);
}
