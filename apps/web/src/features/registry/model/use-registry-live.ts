import { type RegistryDefinition, type RegistryEvent, registryChannel } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { useSession } from '../../session/index.ts';
import { registryKeys } from '../api/keys.ts';

/**
 * Live updates of a registry (contracts' `RegistryEvent`): on the list, its room
 * (`<name>_list:all`); on a card, the record's room. Someone else's change refetches the
 * registry's queries; the user's own writes already updated the cache.
 */
export function useRegistryLive(definition: RegistryDefinition, recordId?: number): void {
  const client = useQueryClient();
  const me = useSession().user?.id;
  const onEvent = (event: RegistryEvent) => {
    if (event.user_id !== null && event.user_id === me) return;
    void client.invalidateQueries({ queryKey: registryKeys.all(definition.name) });
  };
  const channel = registryChannel(definition.name);
  useObjectRoom(recordId ? definition.name : `${definition.name}_list`, recordId ?? 'all', channel, onEvent);
}
