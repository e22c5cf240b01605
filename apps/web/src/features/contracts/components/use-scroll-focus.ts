import { useEffect, useRef } from 'react';

/**
 * A tab's tables scroll sideways in the card's narrow column (360 px, or beside the chat); a
 * keyboard user must be able to reach and scroll them even when no cell holds a link or a button
 * (axe scrollable-region-focusable). Put the ref on the tab's box: its sideways-scrolling table
 * bodies join the Tab order.
 */
export function useScrollFocus<T extends HTMLElement = HTMLDivElement>() {
  const box = useRef<T>(null);
  useEffect(() => {
    for (const region of box.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      const overflow = region.style.overflowX || region.style.overflow;
      if (/auto|scroll/.test(overflow) && !region.hasAttribute('tabindex')) region.tabIndex = 0;
    }
  });
  return box;
}
