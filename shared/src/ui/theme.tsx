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

/** Readable text shades (4.5:1 or more on the tag's tint) for antd's coloured tags. */
const tagTextShades = {
  green: '#237a4b',
  gold: '#8a5a00',
  cyan: '#006d75',
  lime: '#3f6600',
  orange: '#ad4e00',
  volcano: '#ad2102',
  yellow: '#876800',
} as const;

const accessibleTagTextColors = Object.fromEntries(
  Object.entries(tagTextShades).flatMap(([color, shade]) => [
    [`${color}7`, shade],
    [`${color}-7`, shade],
  ]),
);

/** antd theme for every app: brand tokens plus a few component touches. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: brandPalette.lagoon,
    // Hover and press go darker, not lighter: white on antd's lighter hover shade was 3.8:1 (on a
    // button still under the pointer after a click); these are 6.2:1 and 7.7:1.
    colorPrimaryHover: '#09698a',
    colorPrimaryActive: brandPalette.lagoonDark,
    colorInfo: brandPalette.lagoon,
    colorSuccess: '#2e9d62',
    colorWarning: '#e8a33d',
    // Form messages are text in this colour: 5.3:1 on white, 4.7:1 on sand (#d9483b was 4.25:1).
    colorError: '#c4382c',
    colorLink: brandPalette.lagoon,
    colorTextBase: brandPalette.ink,
    // Secondary texts, placeholders and the "(optional)" mark are solid colours with at least 4.5:1 on
    // white (antd's defaults are translucent ink: placeholders 1.6:1, descriptions 2.6:1).
    colorTextSecondary: '#3f5866',
    colorTextTertiary: brandPalette.inkMuted,
    colorTextDescription: brandPalette.inkMuted,
    colorTextPlaceholder: '#5c7380',
    // Text of coloured tags (`<Tag color="green">`): antd's 7th shade is 2.5–3.4:1 on the tag's tint
    // for green, gold, cyan, lime, orange, volcano and yellow; these are 5:1 or more. antd keeps each
    // shade under two names (`green7` and `green-7`) and its CSS variables come from the dashed one.
    ...accessibleTagTextColors,
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
 * The palette as CSS custom properties (`--andaman-lagoon`, …), set once by `SiteProviders` so
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
