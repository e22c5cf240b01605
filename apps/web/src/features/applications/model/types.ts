/** Wire shapes of the applications calls (server module applications, spec 1 §3). */

export interface ApplicationType {
  id: number;
  value: number;
  code: string;
  label: string;
  /** Form kind 1–4. */
  form: number;
  type: number;
  position_type: 'nomenclatures' | 'other';
  for_equipment: number;
}

export interface SignProcess {
  current: number;
  total: number;
}

export interface ApplicationListItem {
  id: number;
  name: string;
  type: { id: number; code: string; label: string };
  status: string;
  status_name: string;
  urgent: number;
  comment: string | null;
  repeats: number;
  liked: number;
  date_add: string;
  date_want: string | null;
  who_add_fio: string | null;
  organization_name: string | null;
  snabs_count: number;
  sign_process: SignProcess;
}

export interface ApplicationListPage {
  items: ApplicationListItem[];
  total: number | string;
  next_cursor: string | null;
}

export interface PositionView {
  id: number;
  _innerId: number;
  part_id: number | null;
  edit: number;
  number: number;
  info: string | null;
  article?: string | null;
  for_use: string | null;
  quantity: number | null;
  min_quantity: number | null;
  desire_quantity: number | null;
  unit: number | null;
  unit_name: string | null;
  main_comment: string | null;
  dv_work_name: string | null;
  dv_work_type: string | null;
  equipment_id?: number | null;
  equipment_name: string | null;
  run: number | null;
  /** The mileage photo (`/api/applications/{id}/snab/{pos}/photo`). */
  photo?: string | null;
  cost: string | null;
  links?: { link: string }[] | null;
  date_want: string | null;
  invoice_id: number | null;
  status: { id: string; code: string; name: string; color: string | null; icon: string | null };
  files: { id: number; name: string; path: string }[];
  /** 1 when split or a part. */
  some_parts?: number;
  responsible?: number | null;
  responsible_fio?: string | null;
  explanation?: string | null;
}

export interface SignerView {
  id?: number;
  user_id: number;
  fio?: string | null;
  status: number;
  position?: number;
  date_sign?: string | null;
  current?: boolean;
}

export interface InvoiceView {
  id: number;
  number: string | null;
  sum: string | null;
  status: string | null;
  date_invoice?: string | null;
  contractor?: string | null;
  snabs?: number[];
}

export interface Pack {
  id: number;
  name: string;
  type: { id: number; code: string; label: string; position_type: string; type: number; for_equipment: number };
  date_add: string;
  date_want: string | null;
  urgent: number;
  comment: string | null;
  repeats: number;
  liked: boolean | number;
  parent_id: number | null;
  parent_name: string | null;
  performer?: number | null;
  performer_name: string | null;
  responsible?: number | null;
  responsible_fio: string | null;
  advance_holder?: number | null;
  advance_holder_fio: string | null;
  organization_name: string | null;
  location_name: string | null;
  projects: { project_id: number; project_name: string }[];
  who_add: number;
  who_add_fio: string | null;
  status: string;
  status_name: string;
  delete_reason: string | null;
  /** `/api/applications/{id}/defect` while a defect statement is uploaded. */
  defect_statement_link?: string | null;
  defect_statement_status?: number | null;
  equipment: { id: number; short_name: string; board_number: string | null; s_n: string | null; status_name: string | null } | null;
  sign_process: SignProcess;
  can_edit: number;
  version: number;
}

/** One commercial offer (kp) of the card's `offers` flag. */
export interface OfferView {
  id: number;
  partner_id?: number | null;
  partner_name?: string | null;
  sum: string | null;
  comment: string | null;
  /** `path` is the download call under /api. */
  file?: { name: string | null; path: string } | null;
  date_add?: string;
  who_add_fio?: string | null;
}

export interface ApplicationCard {
  pack: Pack;
  snabs?: PositionView[];
  snabs_signers?: SignerView[];
  invoices?: InvoiceView[];
  offers?: OfferView[];
  allow_invoices: number;
  block_pack_repeat: number;
  nd: number;
}

/** One position row of the create/edit form (spec 2 "Application position"). */
export interface PositionDraft {
  id?: number;
  info?: string;
  article?: string;
  for_use?: string;
  quantity?: string;
  min_quantity?: string;
  desire_quantity?: string;
  unit?: number | null;
  main_comment?: string;
  dv_work_name?: string;
  dv_work_type?: string;
  run?: string;
  cost?: string;
  links?: string;
  date_want?: string;
  nomenclature_id?: number | null;
  /** The picked nomenclature's name (the picker's label before its options load). */
  nomenclature_name?: string | null;
  /** Equipment of the position (forms 3 and 4) and its label. */
  equipment_id?: number | null;
  equipment_name?: string | null;
  /** New files chosen in the form, sent with the pack (`snabs[i][files][n][file]`); never kept in a draft. */
  files?: File[];
  /** Files the position already has (edit): shown as links, changed on the card. */
  saved_files?: { id: number; name: string; path: string }[];
  /** A new mileage photo of the equipment (`snabs[i][photo][0][file]`); never kept in a draft. */
  photo?: File | null;
  /** An existing position whose own fields may no longer change (past review or split): shown read-only, never sent. */
  locked?: boolean;
}

export interface PackDraft {
  name?: string;
  date_want?: string;
  organization_id?: number | null;
  location_id?: number | null;
  projects?: number[];
  performer?: number | null;
  responsible?: number | null;
  advance_holder?: number | null;
  signers?: number[];
  parent_id?: number | null;
  equipment_id?: number | null;
}

export interface ApplicationFormValues {
  type: number | null;
  pack: PackDraft;
  snabs: PositionDraft[];
}
