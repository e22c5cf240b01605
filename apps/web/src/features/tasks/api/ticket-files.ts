import { useQuery } from '@tanstack/react-query';
import { type FileItem, filesKey } from '../../../shared/widgets/attachments/index.ts';
import { api } from './send.ts';

/** The ticket's files (`GET files/tickets/:id`), shared with the attachments widgets (same query key). */
export function useTicketFiles(ticketId: number) {
  return useQuery({
    queryKey: filesKey('tickets', ticketId),
    queryFn: ({ signal }) => api<FileItem[]>(`/files/tickets/${ticketId}`, { signal }),
  });
}
