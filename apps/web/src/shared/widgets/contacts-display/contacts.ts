/** Spec §3 "Contact (display)" and §9: type 1 is an e-mail, anything else a phone; 2 shown, the rest under +N. */
export interface Contact {
  type: number | string;
  value: string;
}

export const CONTACTS_VISIBLE = 2;
export const SHORT_LENGTH = 8;

export const isEmail = (c: Contact) => Number(c.type) === 1;

export function contactHref(c: Contact): string {
  return isEmail(c) ? `mailto:${c.value}` : `tel:${c.value.replace(/[^\d+]/g, '')}`;
}

/** Short form: the first 8 characters and an ellipsis. */
export function shortContact(value: string): string {
  return value.length > SHORT_LENGTH ? `${value.slice(0, SHORT_LENGTH)}…` : value;
}
