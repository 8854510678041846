import type { ThemeConfig } from 'antd/es/config-provider';
import type { CSSProperties } from 'react';

/**
 * The island and sea palette: lagoon blue for actions, deep sea for text and dark surfaces,
 * turquoise foam for highlights, coral for offers, sand for calm backgrounds.
 * Text colours are chosen for WCAG AA contrast on white and on sand.
 */
export const brandPalette = {
  lagoon: '#0b7a9e',
  lagoonDark: '#075a75',
  deepSea: '#0b3a53',
  ink: '#12303f',
  inkMuted: '#4a6472',
  turquoise: '#3cc3c9',
  foam: '#e7f6f8',
  coral: '#d9543f',
  coralSoft: '#fde9e4',
  sand: '#f8f1e4',
  sandLight: '#fcf9f3',
  sun: '#f4b63f',
  white: '#ffffff',
} as const;

/** antd theme for every app: brand tokens plus a few component touches. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: brandPalette.lagoon,
    // Hovered and pressed primary buttons darken (antd lightens them: white on #278eab is 3.8:1).
    colorPrimaryHover: brandPalette.lagoonDark,
    colorPrimaryActive: brandPalette.deepSea,
    colorInfo: brandPalette.lagoon,
    colorSuccess: '#2e9d62',
    colorWarning: '#e8a33d',
    colorError: '#d9483b',
    colorLink: brandPalette.lagoon,
    colorTextBase: brandPalette.ink,
    // Secondary texts, placeholders and the "(optional)" mark are solid colours with at least 4.5:1 on
    // white (antd's defaults are translucent ink: placeholders 1.6:1, descriptions 2.6:1; issue 16).
    colorTextSecondary: '#3f5866',
    colorTextTertiary: brandPalette.inkMuted,
    colorTextDescription: brandPalette.inkMuted,
    colorTextPlaceholder: '#5c7380',
    // Text of coloured tags (`<Tag color="green">`): antd's 7th shade is 2.5–3.4:1 on the tag's tint
    // for green, gold, cyan, lime, orange, volcano and yellow; these are 5:1 or more.
    green7: '#237a4b',
    gold7: '#8a5a00',
    cyan7: '#006d75',
    lime7: '#3f6600',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    yellow7: '#876800',
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { fontWeight: 600 },
    Rate: { starColor: brandPalette.sun },
  },
};

/**
 * The palette as CSS custom properties (`--andaman-lagoon`, …), set once by `AppProviders` so
 * the design system's CSS modules can use the brand colours without a hook per component.
 * Modules always give a fallback, so portals rendered outside the providers stay on brand.
 */
export const brandCssVariables = {
  '--andaman-lagoon': brandPalette.lagoon,
  '--andaman-lagoon-dark': brandPalette.lagoonDark,
  '--andaman-deep-sea': brandPalette.deepSea,
  '--andaman-ink': brandPalette.ink,
  '--andaman-ink-muted': brandPalette.inkMuted,
  '--andaman-turquoise': brandPalette.turquoise,
  '--andaman-foam': brandPalette.foam,
  '--andaman-coral': brandPalette.coral,
  '--andaman-coral-soft': brandPalette.coralSoft,
  '--andaman-sand': brandPalette.sand,
  '--andaman-sand-light': brandPalette.sandLight,
  '--andaman-sun': brandPalette.sun,
  '--andaman-radius': `${brandTheme.token?.borderRadius ?? 10}px`,
} as CSSProperties;
