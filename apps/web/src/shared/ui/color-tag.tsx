import { Tag, type TagProps } from 'antd';
import { readableTextColor } from './readable-color.ts';

/**
 * antd's Tag for the colours of statuses, priorities and tags (spec 1 §4): a hex colour keeps its
 * tint and border, and its text is darkened to a contrast of 4.5:1 (WCAG 2.1 AA). The meaning
 * never rests on colour alone: the tag always carries its text (and an icon where the spec gives one).
 */
export function ColorTag({ color, style, ...rest }: TagProps) {
  const text = typeof color === 'string' ? readableTextColor(color) : undefined;
  return <Tag color={color} style={text && text !== color ? { ...style, color: text } : style} {...rest} />;
}
