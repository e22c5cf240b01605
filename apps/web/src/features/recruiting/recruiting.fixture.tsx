import type { HrKanban, HrKanbanCard } from '@app/contracts';
import { CANDIDATE_STAGE_VALUES } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Test helpers of the recruiting screens (not shipped: tests only). */
export function kanbanCard(patch: Partial<HrKanbanCard> = {}): HrKanbanCard {
  return {
    id: 1,
    full_name: 'Смирнов Алексей Петрович',
    posts: ['Водитель'],
    vacancy_id: 3,
    vacancy_name: 'Водитель категории C',
    source: 'hh',
    contact: { kind: 'phone', value: '+7 912 345-67-89' },
    days_in_stage: 4,
    version: 1,
    ...patch,
  };
}

/** Every stage's column; `cards` go to the columns of their stage (all in `new` unless given). */
export function kanbanOf(cards: Partial<Record<string, HrKanbanCard[]>>): HrKanban {
  return {
    columns: CANDIDATE_STAGE_VALUES.map((stage) => ({ stage, count: cards[stage]?.length ?? 0, cards: cards[stage] ?? [] })),
  };
}

/** Renders in a router with a fresh query client. */
export function renderWithClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(node, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
}
