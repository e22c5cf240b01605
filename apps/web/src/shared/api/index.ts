export { ApiError, api, buildUrl, configureApi, isApiError, type RequestOptions } from './client.ts';
export { queryClient } from './query-client.ts';
