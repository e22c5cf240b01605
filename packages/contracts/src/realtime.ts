import type { ChatMessage } from './collaboration.ts';

/** Realtime channel names (spec 1 §7, spec 3 §7). Sent over socket.io as event names. */
export const CHANNELS = {
  jwtInvalidUsers: 'jwt_invalid_users',
  usersLogout: 'users-logout',
  notifications: 'notifications',
} as const;

export interface UsersLogoutEvent {
  /** Server time (ISO) at which the client must be signed out; absent means in 10 minutes. */
  date?: string;
}

export interface NotificationEvent {
  action: 'new_notification';
  notification: { id: number; title: string; link: string | null; date_add: string };
}

/** Spec 1 §9: forced logout delay. */
export const FORCED_LOGOUT_DELAY_MS = 600_000;

/** Room names: one per user, one per session (its open pages) and one per object of a module. */
export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
export const objectRoom = (module: string, objectId: number | string) => `object:${module}:${objectId}`;

/**
 * Chat live events (spec 3 §4): sent on the object's room, the event name being the
 * module name (the channel the web subscribes to per module).
 */
export const chatChannel = (module: string) => module;

export interface ChatRefreshEvent {
  action: 'refresh';
  module: string;
  object_id: number;
  message: ChatMessage;
}

export interface ChatDeleteEvent {
  action: 'delete';
  module: string;
  object_id: number;
  id: number;
  /** Who deleted the message (the web removes it when that is someone else). */
  user_id: number;
}

export type ChatEvent = ChatRefreshEvent | ChatDeleteEvent;

/**
 * Files of an object changed (added, renamed, deleted) through the attachments module:
 * sent on the object's room under the module's channel (for tickets that is `tickets`,
 * where the card listens for `document_files_updated`). Carries no `module` field, so the
 * chat listeners on the same channel pass it by.
 */
export const filesChannel = (module: string) => module;

export interface FilesUpdatedEvent {
  action: 'document_files_updated';
  /** The object id (as in TicketEvent). */
  id: number;
  object_id: number;
  fields: { files: true };
  /** Who made the change: a client ignores its own events. */
  user_id: number;
}

/** Task module live events (spec 2 §4 "Realtime"): sent on the ticket's room and on its board's room. */
export const TICKETS_CHANNEL = 'tickets';

/** The room of a board, where the board's ticket events also go. */
export const boardRoom = (boardId: number | string) => objectRoom('boards', boardId);

export interface TicketEvent {
  action: 'update' | 'create' | 'document_files_updated';
  id: number;
  board_id: number;
  /** The changed fields with their new values (name, end, priority, performers, status...). */
  fields: Record<string, unknown>;
  /** Who made the change: a client ignores its own events. */
  user_id: number | null;
}

/**
 * Supply application live events (spec 1 §7): channel `applications` (and `invoices` for
 * invoice changes), sent on the application's room, on the list room of users who see every
 * application, and on the user rooms of its members.
 */
export const APPLICATIONS_CHANNEL = 'applications';
export const INVOICES_CHANNEL = 'invoices';

/** The room of the applications list, for users who see every application. */
export const applicationsListRoom = () => objectRoom('applications_list', 'all');

export type ApplicationEventAction =
  | 'update'
  | 'update_files'
  | 'properties'
  | 'snab_change'
  | 'add_snab_or_signs'
  | 'pack_delete'
  | 'invoice_change';

export interface ApplicationEvent {
  action: ApplicationEventAction;
  /** The application id. */
  id: number;
  /** For `properties`: the name of the changed form (`form`). */
  property?: string;
  /** The changed fields with their new values, when small (urgent, repeats, status...). */
  fields?: Record<string, unknown>;
  /** Positions or invoices concerned. */
  snab_ids?: number[];
  invoice_ids?: number[];
  /** Who made the change: a client ignores its own events. */
  user_id: number | null;
}
