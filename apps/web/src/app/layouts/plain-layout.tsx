import type { ReactNode } from 'react';

/** Plain layout: no menu, no header (login, error, survey, sso). */
export function PlainLayout({ children }: { children: ReactNode }) {
  return <div className="plain-layout">{children}</div>;
}
