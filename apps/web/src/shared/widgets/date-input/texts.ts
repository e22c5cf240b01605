import { registerResources } from '../../i18n/index.ts';

registerResources('widgets', { dateInput: { placeholder: 'дд.мм.гггг' } }, { dateInput: { placeholder: 'dd.mm.yyyy' } });
