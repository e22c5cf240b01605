import { registerResources } from '../../i18n/index.ts';

registerResources('widgets', { confirm: { ok: 'Да', cancel: 'Отмена' } }, { confirm: { ok: 'Yes', cancel: 'Cancel' } });
