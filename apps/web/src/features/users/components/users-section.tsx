import { Outlet } from 'react-router';
import { UsersNav } from './users-nav.tsx';

/** Groups and roles: the engine's screens under the users administration tabs (loaded with them, not with the shell). */
export function UsersSection() {
  return (
    <>
      <UsersNav />
      <Outlet />
    </>
  );
}
