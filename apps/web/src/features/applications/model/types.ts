/**
 * Wire shapes of the applications calls (server module applications, spec 1 §3): the
 * contract's schemas (`@app/contracts` applications), re-exported for the feature. The
 * form's drafts below are web-only.
 */
export type {
  ApplicationCard,
  ApplicationListItem,
  ApplicationListPage,
  ApplicationType,
  InvoiceView,
  OfferView,
  Pack,
  PositionView,
  SignerView,
  SignProcess,
} from '@app/contracts';

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
