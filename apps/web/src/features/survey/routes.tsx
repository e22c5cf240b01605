import type { RouteObject } from 'react-router';

const survey = async () => ({ Component: (await import('./components/survey-page.tsx')).SurveyPage });

export const surveyRoutes: RouteObject[] = [
  { index: true, lazy: survey },
  { path: ':id', lazy: survey },
];
