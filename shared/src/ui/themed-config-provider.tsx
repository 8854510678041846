import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { brandTheme } from '@andaman/shared/ui/theme';
import type { ReactNode } from 'react';

/** antd's ConfigProvider in the brand theme: loaded by `AntdTheme` only where antd components render. */
export default function ThemedConfigProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={brandTheme}>{children}</ConfigProvider>;
}
