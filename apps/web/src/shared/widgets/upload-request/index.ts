/** Internal helpers of the collaboration widgets: multipart uploads with progress, and the wrong-format toast's duration. */
export { sendMultipart } from '../../api/index.ts';
export { fileExtension, type MultipartOptions, newIdempotencyKey, WRONG_FORMAT_TOAST_MS } from './upload-request.ts';
