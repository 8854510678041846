import { brandPalette, brandTheme } from './theme';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('brand theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const token = brandTheme.token ?? {};

  it('form messages (colorError) are readable on white and on sand', () => {
    expect(contrast(String(token.colorError), brandPalette.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(String(token.colorError), brandPalette.sand)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text stays readable on a primary button at rest, hovered and pressed', () => {
    for (const background of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive]) {
      expect(contrast(brandPalette.white, String(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
