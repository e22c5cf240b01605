import { lazy } from 'react';

export { surveyRoutes } from './routes.tsx';
export const FeedbackPrompt = lazy(() => import('./components/feedback-prompt.tsx').then((m) => ({ default: m.FeedbackPrompt })));
