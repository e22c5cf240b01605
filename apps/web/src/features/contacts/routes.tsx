import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { registryRoutes } from '../registry/index.ts';

const load = () => import('./definition.ts');

/** Spec 1 §2: `/contacts?add&name=..&phone=..` opens the add form with those values. */
export function addRedirect(url: URL): Response | undefined {
  if (!url.searchParams.has('add')) return undefined;
  const params = new URLSearchParams(url.searchParams);
  params.delete('add');
  const query = params.toString();
  return redirect(`/contacts/add${query ? `?${query}` : ''}`);
}

const [list, ...rest] = registryRoutes(async () => (await load()).contactsRegistry, {
  overrides: async () => (await import('./overrides.tsx')).contactsOverrides,
});
const listLoader = list.loader;

/**
 * `/contacts` (spec 1 §2, every signed-in user): the list, form and card of the contacts on the
 * registry engine with the entries column, the vCard toolbar and the prefilled add form; `groups`
 * the contact groups.
 */
export const contactsRoutes: RouteObject[] = [
  { path: 'groups', children: registryRoutes(async () => (await load()).contactGroupsRegistry) },
  {
    ...list,
    loader: (args: LoaderFunctionArgs) =>
      addRedirect(new URL(args.request.url)) ?? (typeof listLoader === 'function' ? listLoader(args) : null),
  },
  ...rest,
];
