/** The task module (/tickets) and the minimal equipment card (/equipment/search/:id). */
import { registerMentionSource } from '../../shared/widgets/chat/index.ts';
import { ticketMentionSource } from './components/ticket-mention-source.ts';

export { equipmentRoutes, tasksRoutes } from './routes.tsx';

/** The chat's `#` mentions name tickets, in every chat of the app (spec 1 §5). */
registerMentionSource('#', ticketMentionSource);
