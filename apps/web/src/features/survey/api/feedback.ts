import { api } from '../../../shared/api/index.ts';

export interface FeedbackAnswer {
  rating?: number;
  comment?: string;
  survey_id?: number;
}

/** PATCH /api/users/feedback/general: stores the answer (or the refusal) and the feedback date. */
export const patchGeneralFeedback = (answer: FeedbackAnswer = {}) =>
  api<{ general_feedback_date: string }>('/users/feedback/general', { method: 'PATCH', json: answer });
