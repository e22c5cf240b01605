import { CANDIDATE_CONTACT_KINDS, CANDIDATE_SOURCES, CANDIDATE_STAGES, type HrKanban, type HrKanbanCard } from '@app/contracts';
import type { Language } from '../../../shared/i18n/index.ts';

/** Colours of the stages' antd presets, for the kanban's column titles and the charts' bars. */
const PRESET_COLORS: Record<string, string> = {
  blue: '#1677ff',
  geekblue: '#2f54eb',
  cyan: '#13c2c2',
  purple: '#722ed1',
  magenta: '#eb2f96',
  volcano: '#fa541c',
  gold: '#faad14',
  lime: '#a0d911',
  green: '#52c41a',
  red: '#f5222d',
  orange: '#fa8c16',
  default: '#8c8c8c',
};

export const presetColor = (name: string | undefined): string => PRESET_COLORS[name ?? 'default'] ?? PRESET_COLORS.default!;

export const stageLabel = (stage: string, lang: Language): string => CANDIDATE_STAGES.find((s) => s.value === stage)?.[lang] ?? stage;
export const stageColor = (stage: string): string => presetColor(CANDIDATE_STAGES.find((s) => s.value === stage)?.color);
export const sourceLabel = (source: string | null, lang: Language): string =>
  source ? (CANDIDATE_SOURCES.find((s) => s.value === source)?.[lang] ?? source) : '';
export const contactKindLabel = (kind: string, lang: Language): string =>
  CANDIDATE_CONTACT_KINDS.find((k) => k.value === kind)?.[lang] ?? kind;

/** Whether a card matches the kanban's search: name, posts, vacancy or contact contain every word (any case). */
export function cardMatches(card: HrKanbanCard, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [card.full_name, ...card.posts, card.vacancy_name ?? '', card.contact?.value ?? ''].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The kanban's columns with only the cards the search finds (the count then is what shows). */
export function filterKanban(kanban: HrKanban, search: string): HrKanban {
  if (!search.trim()) return kanban;
  return {
    columns: kanban.columns.map((c) => {
      const cards = c.cards.filter((card) => cardMatches(card, search));
      return { ...c, cards, count: cards.length };
    }),
  };
}
