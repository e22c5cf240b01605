import { TICKET_PRIORITIES, TICKET_STATUSES } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '../session/index.ts';
import { sessionStore } from '../session/index.ts';
import { sessionUserFixture } from '../session/session-user.fixture.ts';
import type { Ticket, TicketCard, TicketStatus } from './model/types.ts';

/** Test helpers of the task module (not shipped: imported by *.test.tsx only). */
export const status = (code: string): TicketStatus => {
  const s = TICKET_STATUSES.find((x) => x.code === code)!;
  return { id: s.id, code: s.code, name: s.ru, color: s.color, icon: s.icon };
};

export function ticketFixture(patch: Partial<Ticket> = {}): Ticket {
  const p = TICKET_PRIORITIES[1];
  return {
    id: 7,
    name: 'Проверить отчёт',
    description: '',
    status: status('new'),
    priority: { id: p.id, code: p.code, name: p.ru, color: p.color },
    board_id: 1,
    board_name: 'Снабжение',
    personal: 0,
    parent_id: null,
    parent_name: null,
    contract_id: null,
    contract_name: null,
    document_id: null,
    attachment: { documents: [] },
    initiator: { id: 10, username: 'Инициатор', userimage: null },
    performers: [],
    watchers: [],
    tags: [],
    start: null,
    end: null,
    time_add: '2026-01-01 10:00',
    expired: false,
    subtasks: 0,
    child: [],
    liked: 0,
    notifications: [],
    recurrence: null,
    checklist: [],
    files: {},
    custom_columns: [],
    hasRight: true,
    limitedRight: false,
    isCanChecked: true,
    rights: {
      edit: true,
      change_board: false,
      change_deadline: true,
      change_watchers: true,
      files: true,
      tags: true,
      work: false,
      kpi: false,
      chat: true,
    },
    ...patch,
  };
}

export function cardFixture(ticket: Ticket, ownerSeesAccepted = true): TicketCard {
  return {
    ticket,
    statuses: TICKET_STATUSES.filter((s) => ownerSeesAccepted || s.code !== 'accepted').map((s) => status(s.code)),
    priority: TICKET_PRIORITIES.map((p) => ({ id: p.id, code: p.code, name: p.ru, color: p.color })),
    boards_users: [],
    all_can_change_status: true,
  };
}

export function signInAs(id: number, patch: Partial<SessionUser> = {}) {
  sessionStore.set({
    status: 'authenticated',
    user: sessionUserFixture({ id, name: `Пользователь ${id}`, type: 0, cToken: '', ...patch }),
  });
}

export function withProviders(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export function jsonReply(body: unknown, statusCode = 200) {
  return new Response(JSON.stringify(body), { status: statusCode, headers: { 'Content-Type': 'application/json' } });
}
