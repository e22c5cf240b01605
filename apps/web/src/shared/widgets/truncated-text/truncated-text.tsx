import { Tooltip } from 'antd';
import { type CSSProperties, useRef, useState } from 'react';

export interface TruncatedTextProps {
  children: string;
  /** Width limit; by default the width of the container. */
  maxWidth?: number | string;
  style?: CSSProperties;
}

/** One line with an ellipsis; the full text in a tooltip only when the width is exceeded. */
export function TruncatedText({ children, maxWidth = '100%', style }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const overflowing = () => {
    const el = ref.current;
    return Boolean(el && el.scrollWidth > el.clientWidth);
  };
  return (
    <Tooltip title={children} open={open} mouseEnterDelay={0} onOpenChange={(next) => setOpen(next && overflowing())}>
      <span
        ref={ref}
        style={{
          display: 'inline-block',
          maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
          ...style,
        }}
      >
        {children}
      </span>
    </Tooltip>
  );
}
