import { registerResources } from '../../i18n/index.ts';

registerResources(
  'widgets',
  {
    copy: {
      button: 'Копировать',
      text: 'Текст скопирован',
      link: 'Ссылка скопирована',
      number: 'Номер скопирован',
      prompt: 'Не удалось скопировать автоматически. Нажмите Ctrl+C, затем Enter',
    },
  },
  {
    copy: {
      button: 'Copy',
      text: 'Text copied',
      link: 'Link copied',
      number: 'Number copied',
      prompt: 'Could not copy automatically. Press Ctrl+C, then Enter',
    },
  },
);
