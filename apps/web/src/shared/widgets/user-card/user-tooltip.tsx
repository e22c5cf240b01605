import { Popover } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UserCard } from './user-card.tsx';
import type { UserId } from './user-short.ts';

/** Spec §9 "User tooltip delay". */
export const USER_TOOLTIP_HOVER_MS = 650;
export const USER_TOOLTIP_TOUCH_HOLD_MS = 500;

export interface UserTooltipProps {
  userId: UserId;
  children: ReactNode;
}

/** Shows the user card after 650 ms of hover or a 500 ms hold on touch; loads the card only then. */
export function UserTooltip({ userId, children }: UserTooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touched = useRef(false);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Opened by a touch hold: a tap anywhere outside the card closes it.
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node;
      if (anchor.current?.contains(target) || (target instanceof Element && target.closest('.ant-popover'))) return;
      setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  const later = (ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), ms);
  };
  const cancel = () => clearTimeout(timer.current);

  return (
    <Popover open={open} onOpenChange={(next) => !next && setOpen(false)} trigger={[]} content={open ? <UserCard userId={userId} /> : null}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover / touch hold only reveals extra info; the name stays plain text */}
      <span
        ref={anchor}
        style={{ cursor: 'default' }}
        onMouseEnter={() => {
          if (!touched.current) later(USER_TOOLTIP_HOVER_MS);
        }}
        onMouseLeave={() => {
          cancel();
          if (!touched.current) setOpen(false);
        }}
        onTouchStart={() => {
          touched.current = true;
          later(USER_TOOLTIP_TOUCH_HOLD_MS);
        }}
        onTouchEnd={cancel}
        onTouchMove={cancel}
      >
        {children}
      </span>
    </Popover>
  );
}
