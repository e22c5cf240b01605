/** Internal helpers of the collaboration widgets: multipart uploads with progress, and the wrong-format toast's duration. */
export { fileExtension, type MultipartOptions, newIdempotencyKey, sendMultipart, WRONG_FORMAT_TOAST_MS } from './upload-request.ts';
