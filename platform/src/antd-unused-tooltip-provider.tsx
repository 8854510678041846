import type { ReactNode } from 'react';

/**
 * Stands in for antd's `tooltip/UniqueProvider` where `ConfigProvider` imports it (see
 * `rsbuild-preset.ts`). ConfigProvider renders that provider only when `tooltip.unique` is configured,
 * which this site never does, yet the import alone brought the tooltip's popup machinery
 * (@rc-component/trigger, portal, resize observer) onto every page that shows an antd
 * component. antd's own Tooltip still imports the real provider.
 */
export default function UnusedTooltipUniqueProvider({ children }: { children: ReactNode }) {
  return children;
}
