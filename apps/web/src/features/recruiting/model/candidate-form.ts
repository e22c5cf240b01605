import { CANDIDATE_CONTACT_KINDS, type CandidateContactKind, entryLines, isContactEmail, isContactPhone } from '@app/contracts';
import { z } from 'zod';

/**
 * The candidate add form's values and checks (spec 3 §5: at least one post and at least one
 * contact; each phone a phone, each e-mail an e-mail), and the registry body they become:
 * posts comma separated, contacts into the four contact fields by kind.
 */
const contact = z.object({ kind: z.enum(['phone', 'email', 'telegram', 'other']), value: z.string().trim().max(255) });

export const candidateFormSchema = z
  .object({
    full_name: z.string().trim().min(1, 'field.fillRequired').max(255),
    posts: z.array(z.string().trim().max(200)),
    contacts: z.array(contact),
    source: z.string().optional(),
    vacancy_id: z.number().int().positive().optional(),
  })
  .superRefine((values, ctx) => {
    if (!values.posts.some(Boolean)) ctx.addIssue({ code: 'custom', path: ['posts'], message: 'recruiting.form.postRequired' });
    const filledContacts = values.contacts.filter((c) => c.value);
    if (filledContacts.length === 0) ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'recruiting.form.contactRequired' });
    values.contacts.forEach((c, i) => {
      if (!c.value) {
        if (filledContacts.length > 0)
          ctx.addIssue({ code: 'custom', path: ['contacts', i, 'value'], message: 'recruiting.form.valueRequired' });
        return;
      }
      if (c.kind === 'phone' && !isContactPhone(c.value))
        ctx.addIssue({ code: 'custom', path: ['contacts', i, 'value'], message: 'recruiting.form.phoneInvalid' });
      if (c.kind === 'email' && !isContactEmail(c.value))
        ctx.addIssue({ code: 'custom', path: ['contacts', i, 'value'], message: 'recruiting.form.emailInvalid' });
    });
  });

export type CandidateFormValues = z.input<typeof candidateFormSchema>;
export type CandidateFormOutput = z.output<typeof candidateFormSchema>;

export const emptyCandidate = (): CandidateFormValues => ({
  full_name: '',
  posts: [],
  contacts: [{ kind: 'phone', value: '' }],
  source: undefined,
  vacancy_id: undefined,
});

/** The values of one contact kind, filled ones only. */
export const contactValues = (contacts: readonly { kind: string; value: string }[], kind: CandidateContactKind): string[] =>
  contacts.filter((c) => c.kind === kind && c.value.trim()).map((c) => c.value.trim());

/** The registry's create body: `posts` and the contact fields comma separated, empty ones as null. */
export function candidateBody(values: CandidateFormOutput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    full_name: values.full_name,
    posts: values.posts.filter(Boolean).join(', '),
    source: values.source ?? null,
    vacancy_id: values.vacancy_id ?? null,
  };
  for (const kind of CANDIDATE_CONTACT_KINDS) {
    const list = contactValues(values.contacts, kind.value);
    body[kind.field] = list.length ? list.join(', ') : null;
  }
  return body;
}

/** A post typed with commas is several posts. */
export const splitPosts = (posts: readonly string[]): string[] => [...new Set(posts.flatMap((p) => entryLines(p)))];

/** The form field a server's 422 field belongs to (the four contact fields are the contacts list). */
export function formFieldOf(serverField: string): 'full_name' | 'posts' | 'contacts' | 'source' | 'vacancy_id' | null {
  if (serverField === 'full_name' || serverField === 'posts' || serverField === 'source' || serverField === 'vacancy_id')
    return serverField;
  if (CANDIDATE_CONTACT_KINDS.some((k) => k.field === serverField)) return 'contacts';
  return null;
}

/** The web's text key of a server message key this form shows (the contacts' ones are the form's own). */
export function messageKey(message: string): string {
  if (message === 'contacts.phoneInvalid') return 'recruiting.form.phoneInvalid';
  if (message === 'contacts.emailInvalid') return 'recruiting.form.emailInvalid';
  return message;
}
