/**
 * Wire shapes of the task module (spec 2 §3), as the server's `/api/load/...` calls answer
 * them: the contract's schemas (`@app/contracts` tasks), re-exported for the feature.
 */
export type {
  Board,
  BoardColumn,
  BoardUser,
  ChecklistGroup,
  ChecklistItem,
  CustomColumn,
  EquipmentShort as Equipment,
  KanbanColumn,
  KpiRow,
  Performer,
  Reason,
  Recurrence,
  RecurrenceFreqName,
  Reminder,
  Statistic,
  Subscriber,
  Ticket,
  TicketCard,
  TicketFile,
  TicketFileGroup as FileGroup,
  TicketPage,
  TicketPriority,
  TicketRights,
  TicketRow,
  TicketStatus,
  TicketTag,
  UserGroup,
  Watcher,
} from '@app/contracts';
