import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { brandTheme } from './theme';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('brandTheme', () => {
  const token = theme.getDesignToken(brandTheme) as unknown as Record<string, string>;

  it.each(['green', 'gold', 'cyan', 'lime', 'orange', 'volcano', 'yellow'])(
    'gives %s tags text of at least 4.5:1 on their tint, under both names antd reads',
    (color) => {
      const text = token[`${color}-7`] ?? '';
      expect(token[`${color}7`]).toBe(text);
      expect(contrast(text.toLowerCase(), (token[`${color}-1`] ?? '').toLowerCase())).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  it('keeps placeholders readable on white', () => {
    expect(contrast(token.colorTextPlaceholder ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
