import { addMessages } from '../../shared/i18n.ts';

/** Messages of the invoices' directories (keys `procuratory.*` of the contract's checks). */
addMessages('ru', { 'procuratory.dateOrder': 'Доверенность не может заканчиваться раньше, чем начинается' });
addMessages('en', { 'procuratory.dateOrder': 'A power of attorney cannot end before it starts' });
