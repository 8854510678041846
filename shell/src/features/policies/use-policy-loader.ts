import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { useEffect, useState } from 'react';

/** How long the policy and terms pages show their loader on entry (rule policies.loader). */
export const POLICY_LOADER_MS = NAVIGATION_DELAY_MS.policyLoader;

/** `true` for `ms` after the page mounts, then `false`. */
export function usePolicyLoader(ms: number = POLICY_LOADER_MS): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return loading;
}
