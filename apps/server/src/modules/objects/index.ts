/**
 * The object-access registry of the collaboration kit: business modules register who may
 * see and change their objects; chat, tags, network links, attachments, history and
 * favourites ask it on every call (404 for an object the user may not see). Also the
 * `Idempotency-Key` helper of the kit's retryable writes (chat send, uploads).
 */

export * from './idempotency.schema.ts';
export { IDEMPOTENCY_TTL_MS, idempotencyKeyOf, withIdempotency } from './idempotency.ts';
export { forgetObjectTraces, registerObjectTraces, type TraceForgetter } from './object-traces.ts';
export {
  assertChatAllowed,
  assertEditable,
  assertReadable,
  assertTaggable,
  attachObjectAccess,
  canEdit,
  canRead,
  canTag,
  isRegisteredModule,
  type ObjectCapabilities,
  type ObjectCheck,
  objectFileColumns,
  objectLink,
  objectParticipants,
  readersAmong,
  registerObjectAccess,
  toObjectId,
} from './objects.registry.ts';
export { moduleParam, objectParams } from './objects.wire.ts';
