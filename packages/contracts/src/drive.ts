import { z } from 'zod';

/**
 * Answers of the company drive (`/api/disk/...`, spec 3 §3, §5): folders and files with
 * their access lists, the picker's lazy tree, the quota, breadcrumbs and an item's history.
 * The server serializes with these schemas; the web takes its types from them.
 * Dates are `yyyy-MM-dd HH:mm` (UTC) strings.
 */

const id = z.number().int();

/** A user an item is shared with; `edit` 1 lets them edit. */
export const driveAccessEntrySchema = z.object({ id, fio: z.string().nullable(), avatar: z.string().nullable(), edit: z.number().int() });
export type AccessEntry = z.infer<typeof driveAccessEntrySchema>;

const itemBase = {
  id,
  name: z.string(),
  status: z.number().int(),
  public: z.number().int(),
  public_edit: z.number().int(),
  access: z.array(driveAccessEntrySchema),
  who_add: id,
  who_add_fio: z.string().nullable(),
  who_edit: id.nullable(),
  date_add: z.string(),
  date_edit: z.string().nullable(),
  /** 1 when the caller may edit the item. */
  can_edit: z.number().int(),
  parent_id: id.nullable(),
};

export const driveFolderSchema = z.object({ ...itemBase, type: z.literal('folder'), has_children: z.number().int() });
export type DriveFolder = z.infer<typeof driveFolderSchema>;

export const driveFileSchema = z.object({
  ...itemBase,
  type: z.literal('file'),
  folder_id: id.nullable(),
  size: z.number(),
  ext: z.string(),
  mime: z.string(),
  filename: z.string(),
  /** `/upload/disk/<filename>`. */
  link: z.string(),
});
export type DriveFile = z.infer<typeof driveFileSchema>;

export const driveItemSchema = z.discriminatedUnion('type', [driveFolderSchema, driveFileSchema]);
export type DriveItem = z.infer<typeof driveItemSchema>;

/** Spec 3 §3 "Disk folder entry" (the picker's lazy tree, `has_children=1`): a file if ext is set, otherwise a folder. */
export const diskEntrySchema = z.object({
  id,
  name: z.string(),
  ext: z.string().nullable(),
  has_children: z.number().int(),
  parent_id: id.nullable(),
  filename: z.string().optional(),
  link: z.string().optional(),
});
export type DiskEntry = z.infer<typeof diskEntrySchema>;

/** A section's list (capped at 1000 entries each; `truncated` 1 says so); a folder's list also has the folder. */
export const driveListSchema = z.object({
  folders: z.array(driveFolderSchema),
  files: z.array(driveFileSchema),
  truncated: z.number().int(),
  folder: driveFolderSchema.optional(),
});
export type DriveList = z.infer<typeof driveListSchema>;

export const diskEntriesSchema = z.object({ folders: z.array(diskEntrySchema) });
export type DiskEntries = z.infer<typeof diskEntriesSchema>;

/** The section lists answer the picker's tree when asked with `has_children=1`. */
export const driveListingSchema = z.union([driveListSchema, diskEntriesSchema]);

export const driveSizesSchema = z.object({ size_gb: z.number(), used_size_bytes: z.number(), size_bytes: z.number() });
export type DriveSizes = z.infer<typeof driveSizesSchema>;

/** The way down to a folder; `root` says which drive section it starts in. */
export const driveBreadcrumbsSchema = z.object({
  root: z.enum(['my', 'accessible']),
  items: z.array(z.object({ id, name: z.string() })),
});
export type DriveBreadcrumbs = z.infer<typeof driveBreadcrumbsSchema>;

export const driveHistoryRowSchema = z.object({
  id,
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  who_add: id,
  date_add: z.string(),
});
export const driveHistorySchema = z.array(driveHistoryRowSchema);
export type DriveHistoryRow = z.infer<typeof driveHistoryRowSchema>;

export const driveUploadAnswerSchema = z.object({ files: z.array(driveFileSchema) });
export type DriveUploadAnswer = z.infer<typeof driveUploadAnswerSchema>;

/** How many folders and files a status change or a trash clearing touched. */
export const driveCountsSchema = z.object({ folders: z.number().int(), files: z.number().int() });
export type DriveCounts = z.infer<typeof driveCountsSchema>;

// Requests. Form bodies send strings, so numbers are coerced; an empty string means "not given".

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int().min(0).max(1),
);
/** A folder reference: null, '' or 0 = the root. */
const folderRef = z.preprocess((v) => (v === '' || v === 'null' ? null : v), z.union([z.null(), z.coerce.number().int().min(0)]));
/** A list of ids; a lone value (form body) becomes a list of one, an empty string an empty list. */
const idList = z.preprocess(
  (v) => (v === '' || v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().positive()).max(1000),
);

export const driveIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** Folder ids where 0 names the caller's root. */
export const driveFolderParamsSchema = z.object({ id: z.coerce.number().int().min(0) });

/** The section lists: sort, order, and `has_children=1` for the picker's tree. */
export const driveListQuerySchema = z.object({
  sort: z.preprocess(blankToUndefined, z.enum(['name', 'date', 'size']).optional()),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
  has_children: z.preprocess(blankToUndefined, flag.optional()),
});

export const driveSearchQuerySchema = z.object({ term: z.string().max(200).optional() });

export const driveFolderCreateSchema = z.object({
  name: z.string({ error: 'field.fillRequired' }).min(1, 'field.fillRequired').max(1000),
  parent_id: folderRef.optional(),
});

const accessEntry = z.object({ user_id: z.coerce.number().int().positive(), edit: flag.default(0) });

/** `PATCH disk/folders/:id|files/:id`: rename, move (`parent_id`/`folder_id`), shares, public flags. */
export const driveItemPatchSchema = z
  .object({
    name: z.string().max(1000).optional(),
    parent_id: folderRef.optional(),
    folder_id: folderRef.optional(),
    access: z.preprocess((v) => (v === '' ? [] : v), z.array(accessEntry).max(500)).optional(),
    public: flag.optional(),
    public_edit: flag.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'field.fillRequired', path: ['name'] });
export type ItemPatch = z.output<typeof driveItemPatchSchema>;

/** `PATCH disk/elements/status`: folders and files to the trash (0) or back (1). */
export const driveStatusBodySchema = z.object({ folders: idList, files: idList, status: flag });
