import type { CalendarEvent } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** `GET /api/home/events`: the user's deadlines and wanted dates between two days (both included). */
export const eventsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['home', 'events', from, to] as const,
    queryFn: ({ signal }) => api<CalendarEvent[]>('/home/events', { query: { from, to }, signal }),
    staleTime: 30_000,
  });
