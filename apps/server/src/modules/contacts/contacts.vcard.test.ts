import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatVcards, parseVcards } from './contacts.vcard.ts';

const contact = {
  id: 7,
  name: 'Щукин Ёжик Эдуардович',
  organization: 'ООО «Север; Юг», филиал',
  post: 'Инженер, ПТО',
  phones: ['+7 (912) 517-00-00', '8 800 100-00-00'],
  emails: ['yozhik@example.ru'],
  birthday: '1990-01-02',
  notes: `${'Длинная заметка, с запятой; и точкой с запятой. '.repeat(4)}Вторая строка\nи 😀 в конце`,
  group: 'Поставщики, Урал',
  date_edit: new Date('2026-01-01T10:00:00.123Z'),
};

describe('vCard writing', () => {
  for (const version of ['3.0', '4.0'] as const)
    it(`writes ${version} cards a vCard parser reads back whole, lines folded at 75 octets`, () => {
      const text = formatVcards(
        [contact, { ...contact, id: 8, organization: null, notes: null, birthday: null, date_edit: null }],
        version,
      );
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const parsed = ICAL.parse(text) as unknown[];
      const [card, second] = parsed.map((c) => new ICAL.Component(c as never));
      expect(card.getFirstPropertyValue('version')).toBe(version);
      expect(card.getFirstPropertyValue('fn')).toBe(contact.name);
      expect(card.getFirstPropertyValue('n')).toEqual(['Щукин', 'Ёжик', 'Эдуардович', '', '']);
      expect(card.getFirstPropertyValue('org')).toBe('ООО «Север, Юг», филиал');
      expect(card.getFirstPropertyValue('title')).toBe(contact.post);
      expect(card.getAllProperties('tel').map((p) => String(p.getFirstValue()))).toEqual(contact.phones);
      expect(card.getFirstPropertyValue('note')).toBe(contact.notes);
      expect(card.getFirstPropertyValue('categories')).toBe(contact.group);
      expect(String(card.getFirstPropertyValue('bday'))).toBe('1990-01-02');
      expect(String(card.getFirstPropertyValue('rev'))).toBe('2026-01-01T10:00:00Z');
      expect(second.getFirstPropertyValue('uid')).toBe('backoffice-contact-8');
      expect(parseVcards(text).cards[0]).toMatchObject({ contact: { name: contact.name, phones: contact.phones } });
    });
});
