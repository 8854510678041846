import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { brandPalette, brandTheme } from './theme';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground.toLowerCase()), luminance(background.toLowerCase())].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('brand theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const token = brandTheme.token ?? {};
  // The tokens antd computes from the theme (its CSS variables come from these).
  const computed = theme.getDesignToken(brandTheme) as unknown as Record<string, string>;

  it('form messages (colorError) are readable on white and on sand', () => {
    expect(contrast(String(token.colorError), brandPalette.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(String(token.colorError), brandPalette.sand)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text stays readable on a primary button at rest, hovered and pressed', () => {
    for (const background of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive]) {
      expect(contrast(brandPalette.white, String(background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps placeholders readable on white', () => {
    expect(contrast(computed.colorTextPlaceholder ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['green', 'gold', 'cyan', 'lime', 'orange', 'volcano', 'yellow'])(
    'gives %s tags text of at least 4.5:1 on their tint, under both names antd reads',
    (color) => {
      const text = computed[`${color}-7`] ?? '';
      expect(computed[`${color}7`]).toBe(text);
      expect(contrast(text, computed[`${color}-1`] ?? '')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
