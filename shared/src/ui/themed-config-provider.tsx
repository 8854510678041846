import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { usePrefersReducedMotionInStyles } from '@andaman/shared/ui/reduced-motion';
import { brandTheme } from '@andaman/shared/ui/theme';
import type { ReactNode } from 'react';

/**
 * The brand theme at run time. antd's component styles are static CSS generated for this theme
 * (`build/antd-static-css.tsx`, imported by each door), so antd does not compute them on first render
 * (`zeroRuntime`); it only writes the theme's CSS variables. Plain class names (`hashed: false`)
 * match that CSS.
 */
export const runtimeTheme = { ...brandTheme, hashed: false, zeroRuntime: true };

/**
 * The same without antd's motion (dialogs, dropdowns, pickers and toasts appear and leave at once), for
 * a visitor whose system asks for reduced motion. The end-to-end tests ask for it too: a click aimed
 * while a dialog or picker is still zooming or sliding in can land beside its target.
 */
export const reducedMotionTheme = { ...runtimeTheme, token: { ...runtimeTheme.token, motion: false } };

/** antd's ConfigProvider in the brand theme: loaded by `AntdTheme` only where antd components render. */
export default function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotionInStyles();
  return (
    <ConfigProvider theme={reducedMotion ? reducedMotionTheme : runtimeTheme}>{children}</ConfigProvider>
  );
}
