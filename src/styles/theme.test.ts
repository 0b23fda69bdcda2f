import { describe, expect, it } from 'vitest';
import { COLOR_ROLES } from '@/content/model';
import { palette } from './palette';

/** WCAG 2.x contrast ratio of two opaque hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** An rgba() tint laid over an opaque background, as the browser paints it. */
function over(rgba: string, background: string): string {
  const [r, g, b, alpha] = (rgba.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
  const mix = (value: number, i: number) =>
    Math.round(value * alpha + Number.parseInt(background.slice(i, i + 2), 16) * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  return `#${mix(r, 1)}${mix(g, 3)}${mix(b, 5)}`;
}

describe.each(Object.entries(palette))('the %s theme', (mode, theme) => {
  const { color, accent } = theme;
  const surfaces = { background: color.background, surface: color.surface, surfaceMuted: color.surfaceMuted };

  it('keeps the spec brand colours as tokens', () => {
    expect([color.brandPrimary, color.brandSecondary]).toEqual(
      mode === 'light' ? ['#6366F1', '#10B981'] : ['#818CF8', '#34D399'],
    );
    expect([color.background, color.surface, color.text]).toEqual(
      mode === 'light' ? ['#F9FAFB', '#FFFFFF', '#111827'] : ['#0F172A', '#1E293B', '#F9FAFB'],
    );
  });

  it.each(Object.entries(surfaces))('has AA body and muted text on %s', (_name, surface) => {
    expect(contrast(color.text, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('has AA text on filled buttons', () => {
    expect(contrast(color.onPrimary, color.primaryStrong)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([...COLOR_ROLES])('has AA %s accent text on every surface and on its own chip tint', (role) => {
    for (const surface of Object.values(surfaces)) {
      expect(contrast(accent[role].text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(accent[role].text, over(accent[role].soft, surface))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([...COLOR_ROLES])('has a %s bar colour that stands out 3:1 from the card surface', (role) => {
    expect(contrast(accent[role].solid, color.surface)).toBeGreaterThanOrEqual(3);
  });

  it('has a focus ring visible 3:1 against the page', () => {
    expect(contrast(color.focusRing, color.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.focusRing, color.surface)).toBeGreaterThanOrEqual(3);
  });
});
