import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  {
    userCard: {
      tabNumber: 'Табельный номер',
      profile: 'Открыть профиль',
      phone: 'Телефон',
      email: 'E-mail',
      loading: 'Загрузка…',
      failed: 'Не удалось загрузить пользователя',
    },
  },
  {
    userCard: {
      tabNumber: 'Personnel number',
      profile: 'Open profile',
      phone: 'Phone',
      email: 'E-mail',
      loading: 'Loading…',
      failed: 'Could not load the user',
    },
  },
);
