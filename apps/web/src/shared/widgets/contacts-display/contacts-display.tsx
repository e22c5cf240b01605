import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { CONTACTS_VISIBLE, type Contact, contactHref, isEmail, shortContact } from './contacts.ts';

export interface ContactsDisplayProps {
  contacts: readonly Contact[];
  /** Values cut to 8 characters with an ellipsis (the full value in the tooltip). */
  short?: boolean;
}

function ContactLink({ contact, short }: { contact: Contact; short?: boolean }) {
  return (
    <a href={contactHref(contact)} title={contact.value} style={{ whiteSpace: 'nowrap' }}>
      {isEmail(contact) ? <MailOutlined /> : <PhoneOutlined />} {short ? shortContact(contact.value) : contact.value}
    </a>
  );
}

/** Contacts: e-mails and phones as links, 2 visible and the rest in a +N popover. */
export function ContactsDisplay({ contacts, short }: ContactsDisplayProps) {
  const visible = contacts.slice(0, CONTACTS_VISIBLE);
  const rest = contacts.slice(CONTACTS_VISIBLE);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {visible.map((c) => (
        <ContactLink key={`${c.type}:${c.value}`} contact={c} short={short} />
      ))}
      {rest.length > 0 && (
        <Popover
          trigger="click"
          content={
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              {rest.map((c) => (
                <ContactLink key={`${c.type}:${c.value}`} contact={c} />
              ))}
            </div>
          }
        >
          <Button size="small" type="link" style={{ padding: 0 }}>
            +{rest.length}
          </Button>
        </Popover>
      )}
    </span>
  );
}
