import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { brandTheme } from '@andaman/shared/ui/theme';
import type { ReactNode } from 'react';

/**
 * The brand theme at run time. antd's component styles are static CSS generated for this theme
 * (`build/antd-static-css.tsx`, imported by each door), so antd does not compute them on first render
 * (`zeroRuntime`); it only writes the theme's CSS variables. Plain class names (`hashed: false`)
 * match that CSS.
 */
export const runtimeTheme = { ...brandTheme, hashed: false, zeroRuntime: true };

/** antd's ConfigProvider in the brand theme: loaded by `AntdTheme` only where antd components render. */
export default function ThemedConfigProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={runtimeTheme}>{children}</ConfigProvider>;
}
