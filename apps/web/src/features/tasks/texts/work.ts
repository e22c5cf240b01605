import { defineTexts } from './define-texts.ts';

/** Work on a ticket (start, pause, finish) and the status actions (rework, accept, resume). */
export const workTexts = defineTexts(
  {
    work: {
      start: 'Начать',
      stop: 'Пауза',
      finish: 'Готово',
      waiting: 'Ожидает',
      working: 'В работе',
      done: 'Выполнил',
      suspendTitle: 'Приостановить другую задачу?',
      suspendText: 'Сейчас в работе задача «{{name}}». Приостановить её и начать эту?',
      suspendOk: 'Приостановить и начать',
    },
    answer: {
      title: 'Статус документа',
      text: 'Документ «{{name}}» ждёт ответа. С каким статусом завершить работу?',
      ready: 'Ответ готов',
      complete: 'Исполнено',
      fileRequired: 'Чтобы отметить «Ответ готов», прикрепите файл ответа (тип «Ответ») в группу «Документы».',
    },
    action: {
      rework: 'На доработку',
      accept: 'Принять',
      resume: 'Возобновить',
      reason: 'Причина',
      reworkTitle: 'Отправить на доработку',
      acceptTitle: 'Принять задачу',
      send: 'Отправить',
    },
  },
  {
    work: {
      start: 'Start',
      stop: 'Pause',
      finish: 'Done',
      waiting: 'Waiting',
      working: 'Working',
      done: 'Done',
      suspendTitle: 'Suspend your other task?',
      suspendText: 'Task “{{name}}” is in progress. Suspend it and start this one?',
      suspendOk: 'Suspend and start',
    },
    answer: {
      title: 'Document status',
      text: 'Document “{{name}}” awaits an answer. Finish the work with which status?',
      ready: 'Answer ready',
      complete: 'Complete',
      fileRequired: 'To mark “Answer ready”, attach the answer file (type “Answer”) to the “Documents” group.',
    },
    action: {
      rework: 'Send back',
      accept: 'Accept',
      resume: 'Resume',
      reason: 'Reason',
      reworkTitle: 'Send back for rework',
      acceptTitle: 'Accept the task',
      send: 'Send',
    },
  },
);
