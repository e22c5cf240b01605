import { addMessages } from '../../shared/i18n.ts';

/**
 * Server messages of a ticket's linked document (spec 2 "Linked documents"), added to the server
 * dictionary at import so the error plugin answers them in the caller's language.
 */
addMessages('ru', {
  'tickets.documentUnavailable': 'Документ не найден или удалён: выберите действующий документ',
  'tickets.documentStatusRequired': 'Документ задачи ждёт ответа: выберите «Ответ готов» или «Исполнено»',
  'tickets.answerFileRequired': 'Чтобы отметить «Ответ готов», прикрепите файл ответа (тип «Ответ») в группу «Документ»',
  'tickets.documentPerformersOnly': 'Статус документа меняет исполнитель задачи, к которой он привязан',
  'tickets.documentAnswerOnly': 'Исполнитель задачи может отметить документ только как «Ответ готов» или «Исполнен»',
  'tickets.documentNotAwaiting': 'Документ не ждёт ответа',
});
addMessages('en', {
  'tickets.documentUnavailable': 'The document does not exist or is deleted: choose a live document',
  'tickets.documentStatusRequired': "The task's document awaits an answer: choose «Answer ready» or «Complete»",
  'tickets.answerFileRequired': 'To mark «Answer ready», attach the answer file (type «Answer») to the «Document» group',
  'tickets.documentPerformersOnly': 'The document status is changed by a performer of the task it is linked to',
  'tickets.documentAnswerOnly': 'A task performer may only mark the document «Answer ready» or «Complete»',
  'tickets.documentNotAwaiting': 'The document does not await an answer',
});
