/** Supply applications (/applications): list, creation with drafts, card with tabs, signing. */
// The light registry module, not the chat's index: this file loads with the router, before sign-in.
import { registerMentionSource } from '../../shared/widgets/chat/mention-sources.ts';
import { applicationMentionSource } from './api/mention-source.ts';

export { applicationsRoutes } from './routes.tsx';

/** The chat's `$` mentions name applications, in every chat of the app (spec 1 §5). */
registerMentionSource('$', applicationMentionSource);
