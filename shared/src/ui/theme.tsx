import type { ThemeConfig } from 'antd/es/config-provider';

/** Island and sea brand tokens: deep lagoon blue, coral accent, sand neutrals. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b7a9e',
    colorInfo: '#0b7a9e',
    colorSuccess: '#2e9d62',
    colorWarning: '#e8a33d',
    colorError: '#d9483b',
    colorLink: '#0b7a9e',
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
