/** The task module (/tickets); equipment cards are the equipment registry's (/tech/equipment/:id). */
// The light registry module, not the chat's index: this file loads with the router, before sign-in.
import { registerMentionSource } from '../../shared/widgets/chat/mention-sources.ts';
import { ticketMentionSource } from './components/ticket-mention-source.ts';

export { tasksRoutes } from './routes.tsx';

/** The chat's `#` mentions name tickets, in every chat of the app (spec 1 §5). */
registerMentionSource('#', ticketMentionSource);
