import type { HrDuplicate, HrKanban, HrQuestionnaire, HrStageChange, HrStageChangeAnswer, RecruitingStatistics } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/index.ts';

/** The section's own calls (the registries' list / card / create go through the engine). */
const HR = '/humanresources';

export const recruitingKeys = {
  all: ['recruiting'] as const,
  kanban: (vacancyId: number | undefined) => ['recruiting', 'kanban', vacancyId ?? 0] as const,
  statistics: (from: string, to: string, vacancyId: number | undefined) => ['recruiting', 'statistics', from, to, vacancyId ?? 0] as const,
  questionnaire: (id: number) => ['recruiting', 'questionnaire', id] as const,
};

export const kanbanQuery = (vacancyId: number | undefined) =>
  queryOptions({
    queryKey: recruitingKeys.kanban(vacancyId),
    queryFn: () => api<HrKanban>(`${HR}/kanban`, { query: { vacancy_id: vacancyId } }),
  });

export const statisticsQuery = (from: string, to: string, vacancyId: number | undefined) =>
  queryOptions({
    queryKey: recruitingKeys.statistics(from, to, vacancyId),
    queryFn: () => api<RecruitingStatistics>(`${HR}/statistics`, { query: { from, to, vacancy_id: vacancyId } }),
  });

export const questionnaireQuery = (id: number) =>
  queryOptions({
    queryKey: recruitingKeys.questionnaire(id),
    queryFn: () => api<HrQuestionnaire>(`${HR}/candidates/${id}/questionnaire`),
  });

export const saveQuestionnaire = (id: number, answers: Record<string, string>) =>
  api<HrQuestionnaire>(`${HR}/candidates/${id}/questionnaire`, { method: 'PUT', json: { answers } });

/** Moves a candidate to another recruiting status; hiring answers the created account once. */
export const changeStage = (id: number, change: HrStageChange) =>
  api<HrStageChangeAnswer>(`${HR}/candidates/${id}/status`, { method: 'PATCH', json: change });

/** Joins `removeId` into `keepId`. */
export const mergeCandidates = (keepId: number, removeId: number) =>
  api<unknown>(`${HR}/candidates/merge`, { method: 'POST', json: { keep_id: keepId, remove_id: removeId } });

/** Active candidates sharing a phone or an e-mail with the given ones. */
export const findDuplicates = (phones: string[], emails: string[], exclude?: number) =>
  api<HrDuplicate[]>(`${HR}/duplicates`, {
    query: { phones: phones.join(', ') || undefined, emails: emails.join(', ') || undefined, exclude },
  });

/** A look-up answer of the engine (`model_method=autocomplete`): at most 50, by title. */
export interface LookupOption {
  value: number;
  label: string;
}

/** Vacancies for the filters and the form's select (`term` narrows them). */
export const vacancyOptionsQuery = (term = '') =>
  queryOptions({
    queryKey: ['recruiting', 'vacancy-options', term] as const,
    queryFn: () => api<LookupOption[]>(`${HR}/vacancies`, { query: { model_method: 'autocomplete', term: term || undefined } }),
    staleTime: 60_000,
  });

/** Candidates for the merge picker, without the card's own. */
export const candidateOptionsQuery = (term: string, exclude: number) =>
  queryOptions({
    queryKey: ['recruiting', 'candidate-options', term, exclude] as const,
    queryFn: () => api<LookupOption[]>(`${HR}/candidates`, { query: { model_method: 'autocomplete', term: term || undefined, exclude } }),
  });
