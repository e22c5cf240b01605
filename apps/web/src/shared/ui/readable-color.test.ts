import { describe, expect, it } from 'vitest';
import { contrast, readableTextColor } from './readable-color.ts';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
/** The tint antd paints behind a tag of this colour, taken a little darker than antd's (15 % of the colour). */
const tint = (hex: string) => rgb(hex).map((v) => Math.round(v * 0.15 + 255 * 0.85)) as [number, number, number];

describe('readableTextColor: tag texts of 4.5:1 (WCAG 2.1 AA)', () => {
  it.each(['#1677ff', '#fa8c16', '#7cb305', '#52c41a', '#faad14', '#13c2c2', '#8c8c8c', '#bfbfbf', '#a0d911'])(
    'darkens %s until its text reads on its own tint',
    (color) => {
      const text = readableTextColor(color);
      expect(text).not.toBe(color);
      expect(contrast(rgb(text), tint(color))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgb(text), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that already reads, and leaves antd preset names to the theme', () => {
    expect(readableTextColor('#0958d9')).toBe('#0958d9');
    expect(readableTextColor('#531dab')).toBe('#531dab');
    expect(readableTextColor('green')).toBe('green');
  });

  it('darkens as little as it needs: the hue stays (orange stays orange, not black)', () => {
    const [r, g, b] = rgb(readableTextColor('#fa8c16'));
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(r).toBeGreaterThan(100);
  });
});
