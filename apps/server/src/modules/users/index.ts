/**
 * Users, organizations, roles, groups and permits: the identity every module refers to.
 * Public: the tables, profile and brief-user look-ups, password change, the routes, and the
 * administration checks and rules the access module (roles and groups) shares.
 */

export {
  checkPermitNames,
  checkUserIds,
  type Errors,
  inTransaction,
  namesOf,
  sameSet,
  throwIfAny,
} from './admin-checks.service.ts';
export { userLookupRoutes } from './lookup.routes.ts';
export { activeUserIds, getShortCard, groupMemberIds, type ShortCard, sessionUsersOf } from './lookup.service.ts';
export * from './signers.schema.ts';
/** The administration's account creation (recruiting: hiring makes the new employee's account). */
export { createUser, type NewUser } from './user-admin.service.ts';
export { type Actor, canChangeOwnRights, permitsBeyondActor } from './users.policy.ts';
export { usersRoutes } from './users.routes.ts';
export * from './users.schema.ts';
export { findBriefUsers, findProfile, markFeedbackGiven, setPassword } from './users.service.ts';
