/** Internal helpers of the collaboration widgets: multipart uploads with progress and timed toasts. */
export { useTimedToast, WRONG_FORMAT_TOAST_MS } from './timed-toast.ts';
export { fileExtension, type MultipartOptions, newIdempotencyKey, sendMultipart } from './upload-request.ts';
