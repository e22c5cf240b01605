import { hasPermit, type RegistryDefinition } from '@app/contracts';
import { useSession } from '../../session/index.ts';

export interface RegistryRights {
  view: boolean;
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/** What the signed-in user may do in a registry, from its permits (the server checks again). */
export function useRegistryRights(definition: RegistryDefinition): RegistryRights {
  const { user } = useSession();
  const can = (access: RegistryDefinition['permits']['view']) => Boolean(user && hasPermit(user, access));
  const { permits } = definition;
  return { view: can(permits.view), create: can(permits.create), edit: can(permits.edit), delete: can(permits.delete) };
}
