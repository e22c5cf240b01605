/** Wire shapes of the task module (spec 2 §3), as the server's `/api/load/...` calls answer them. */
export interface TicketStatus {
  id: number;
  code: string;
  name: string;
  color: string;
  icon: string;
}

export interface TicketPriority {
  id: number;
  code: string;
  name: string;
  color: string;
}

export interface Performer {
  performer_id: number;
  fio: string;
  userimage: string | null;
  /** 0 waiting, 1 working, 2 done. */
  status: number;
  work: { id: number | null; total: number };
}

export interface Watcher {
  user_id: number;
  fio: string;
  userimage: string | null;
  status: number;
}

export interface TicketTag {
  id: number;
  name: string;
  color: string;
}

export interface TicketRow {
  id: number;
  name: string;
  status: TicketStatus;
  priority: TicketPriority;
  board_id: number;
  board_name: string;
  parent_id: number | null;
  initiator: { id: number; username: string; userimage: string | null } | null;
  performers: Performer[];
  tags: TicketTag[];
  start: string | null;
  end: string | null;
  time_add: string | null;
  expired: boolean;
  subtasks: number;
  liked: number;
}

export interface TicketPage {
  data: { data: TicketRow[]; next_cursor: string | null; total: number | string };
}

export interface ChecklistItem {
  id: number;
  name: string;
  status: number;
  number: number;
  position: number;
  who_add: number | null;
  group_id: number;
}

export interface ChecklistGroup {
  id: number;
  name: string;
  status: number;
  visibility: number;
  position: number;
  default: number;
  user_id: number | null;
  items: ChecklistItem[];
}

export interface Reminder {
  id: number;
  comment: string;
  ticket_id: number;
  time: string;
  user_id: number;
  fio: string;
}

export type RecurrenceFreqName = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface Recurrence {
  id?: number;
  freq: RecurrenceFreqName;
  interval: number;
  time: string;
  until: string | null;
  bymonthday: number | null;
  bymonth?: number | null;
  byyearday: number | string | null;
  byweekno: number[] | null;
  status: number;
  next?: string | null;
}

export interface TicketFile {
  id: number;
  name: string;
  filename?: string;
  path?: string;
  type_code?: string;
  size?: number;
  date_add?: string;
  who_add_fio?: string | null;
}

export interface FileGroup {
  files_list: TicketFile[];
  visibility: number;
  visibility_id: number | null;
}

export interface CustomColumn {
  id: number;
  name: string;
  title: string;
  input_type: number;
  options: { name: string; value: string }[];
  value: unknown;
}

export interface TicketRights {
  edit: boolean;
  change_board: boolean;
  change_deadline: boolean;
  change_watchers: boolean;
  files: boolean;
  /** Attach, detach and rename tags: editors only (spec 2 §6), unlike files. */
  tags: boolean;
  work: boolean;
  kpi: boolean;
  chat: boolean;
}

export interface Ticket extends Omit<TicketRow, 'tags'> {
  description: string | null;
  personal: number;
  parent_name: string | null;
  contract_id: number | null;
  contract_name: string | null;
  watchers: Watcher[];
  tags: TicketTag[];
  child: { id: number; name: string; status: TicketStatus; priority: TicketPriority; end: string | null }[];
  notifications: Reminder[];
  recurrence: Recurrence | null;
  checklist: ChecklistGroup[];
  files: Record<string, FileGroup>;
  custom_columns: CustomColumn[];
  hasRight: boolean;
  limitedRight: boolean;
  isCanChecked: boolean;
  rights: TicketRights;
}

export interface BoardUser {
  id: number;
  fio: string;
  userimage: string | null;
  owner: number;
}

export interface TicketCard {
  ticket: Ticket;
  statuses: TicketStatus[];
  priority: TicketPriority[];
  boards_users: BoardUser[];
  all_can_change_status: boolean;
}

export interface Subscriber {
  id: number;
  fio: string;
  avatar: string | null;
  owner: number;
}

export interface Board {
  id: number;
  name: string;
  personal: number;
  mileage_required: number;
  is_owner: number;
  subscribers: Subscriber[];
}

export interface BoardColumn {
  id: number;
  name: string;
  title: string;
  input_type: number;
  options: { name: string; value: string }[];
  position: number;
}

export interface Reason {
  id: number;
  status_id: number;
  language: string;
  code: string;
  name: string;
}

export interface UserGroup {
  id: number;
  name: string;
  type: 'performers' | 'watchers';
  performers: { id: number; fio: string; userimage: string | null }[];
}

export interface KanbanColumn {
  status: TicketStatus;
  cards: TicketRow[];
  next_cursor: string | null;
  total: number | string;
}

export interface Statistic {
  from: string;
  to: string;
  by_status: { status: TicketStatus; count: number }[];
  by_performer: { user_id: number; fio: string; total: number; finished: number; overdue: number }[];
  overdue: number;
  per_day: { date: string; created: number; finished: number }[];
}

export interface KpiRow {
  performer_id: number;
  fio: string;
  status: number;
  total: number;
  works: number;
  done_at: string | null;
  on_time: boolean | null;
  on_time_rate: number | null;
}

export interface Equipment {
  id: number;
  equipment: { value: number; label: string };
  name: string;
  board_number: string | null;
  s_n: string | null;
  photo: string | null;
  status: string | null;
  location: string | null;
  organization: string | null;
  tenant: string | null;
  run: number | null;
  run_photo: string | null;
  drivers: {
    user_id?: number;
    fio: string;
    post: string | null;
    status_name: string | null;
    avatar: string | null;
    contacts: string | null;
  }[];
}
