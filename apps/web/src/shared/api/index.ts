export { batchedLoader } from './batched-loader.ts';
export {
  ApiError,
  api,
  apiBlob,
  buildUrl,
  configureApi,
  isApiError,
  type RequestOptions,
  sendMultipart,
  type UploadOptions,
} from './client.ts';
export { queryClient } from './query-client.ts';
