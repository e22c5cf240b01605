export { CONTACTS_VISIBLE, type Contact, contactHref, isEmail, SHORT_LENGTH, shortContact } from './contacts.ts';
export { ContactsDisplay, type ContactsDisplayProps } from './contacts-display.tsx';
