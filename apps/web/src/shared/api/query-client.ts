import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
