/**
 * Text colours with a contrast of at least 4.5:1 (WCAG 2.1 AA 1.4.3) for tags tinted with a status
 * colour of spec 1 §4: the status keeps its hue (tag tint and border), its text is the same colour
 * darkened towards black until it reads on the tint antd paints behind it (about 10 % of the colour;
 * 15 % is assumed, to be safe).
 */

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The contrast the text reaches, with a margin over 4.5 for the rounding of the painted tint. */
const TARGET = 4.6;

function parse(hex: string): Rgb | undefined {
  if (!HEX.test(hex)) return undefined;
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (c: Rgb, to: number, share: number): Rgb => c.map((v) => Math.round(v * (1 - share) + to * share)) as unknown as Rgb;
const toHex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * The text colour for a tag of this colour: the colour itself when it already reads (≥ 4.5:1 on its
 * tint), otherwise the least darkened shade that does. Non-hex values (antd presets such as "green")
 * come back unchanged: the theme tokens make those readable.
 */
export function readableTextColor(color: string): string {
  const rgb = parse(color);
  if (!rgb) return color;
  const tint = mix(rgb, 255, 0.85);
  for (let share = 0; share <= 1; share += 0.05) {
    const text = mix(rgb, 0, share);
    if (contrast(text, tint) >= TARGET) return share === 0 ? color : toHex(text);
  }
  return '#000000';
}
