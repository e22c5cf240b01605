import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * The «select all» checkbox in a table's selection column header (`rowSelection.columnTitle`).
 * antd (scroll.x, or a table that measures its columns) copies every column title into a hidden
 * measure row (`aria-hidden`); that copy is made inert, so no focusable checkbox hides from screen
 * readers (axe aria-hidden-focus). The header one is untouched.
 */
export function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inMeasureRow, setInMeasureRow] = useState(false);
  useLayoutEffect(() => {
    setInMeasureRow(Boolean(ref.current?.closest('tr[aria-hidden="true"]')));
  }, []);
  return (
    <div ref={ref} className="ant-table-selection" inert={inMeasureRow}>
      {children}
    </div>
  );
}
