import { CloudUploadOutlined } from '@ant-design/icons';
import { ANSWER_FILE_TYPE, TICKET_DOCUMENT_FILE_TYPES, TICKET_FILE_GROUPS } from '@app/contracts';
import { Button, Collapse, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileItem, FilesList, UploadMenu, type UploadVariant } from '../../../shared/widgets/attachments/index.ts';
import { DiskPickerModal } from '../../drive/index.ts';
import { setFileGroupVisibility } from '../api/misc.ts';
import { useTicketFiles } from '../api/ticket-files.ts';
import { documentAwaitingAnswer } from '../model/linked-document.ts';
import { reportError } from '../model/report-error.ts';
import type { Ticket } from '../model/types.ts';
import { COLLAPSE_DEBOUNCE_MS, useDebouncedCall } from '../model/use-debounced.ts';

type Group = (typeof TICKET_FILE_GROUPS)[number];

/** A board custom column's file group: its name on the wire is `col_<id>`. */
const isColumnGroup = (name: string) => /^col_\d+$/.test(name);

/** Spec 2 §9: upload variants — main (and the other groups) disk, device, link; the document group device only. */
export const GROUP_VARIANTS: Record<Group, readonly UploadVariant[]> = {
  main: ['disk', 'device', 'link'],
  document: ['device'],
  contract: ['disk', 'device', 'link'],
  custom: ['disk', 'device', 'link'],
};

/**
 * Files in groups (main, document — each upload typed annex, answer or additional answer —,
 * contract, custom, then one per board custom column)
 * through the shared attachments widgets (`UploadMenu` + `FilesList`): a type group shows
 * the files of that attachment type uploaded to no column; a column group the files
 * uploaded with its `column_name`. The collapse state per user is saved debounced 400 ms.
 */
export function FileGroups({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const files = useTicketFiles(ticket.id);
  const canEdit = ticket.rights.files;
  // Spec 2 §3 "File": the document group's files are an annex, an answer or an additional answer;
  // an answer first when the linked document waits for one.
  const [docType, setDocType] = useState<number>(() => (documentAwaitingAnswer(ticket) ? ANSWER_FILE_TYPE : 0));
  const columns = Object.keys(ticket.files).filter(isColumnGroup);
  const columnSet = new Set(columns);
  const groups: string[] = [...TICKET_FILE_GROUPS, ...columns];
  const saveVisibility = useDebouncedCall<0 | 1>((group, visibility) => {
    setFileGroupVisibility(ticket.id, group, visibility).catch(reportError);
  }, COLLAPSE_DEBOUNCE_MS);
  const visibilityOf = (g: string) => (ticket.files[g]?.visibility === 0 ? 0 : 1);
  /** The state each group was last set to here (the card is not reloaded after a save). */
  const shown = useRef(new Map<string, 0 | 1>());
  /** Which files a group shows (a column that no longer exists gives its files back to their type). */
  const inGroup =
    (g: string) =>
    (f: FileItem): boolean =>
      isColumnGroup(g) ? f.column_name === g : f.type_code === g && !(f.column_name && columnSet.has(f.column_name));
  const count = (g: string) => (files.data ?? []).filter((f) => f.status !== 0 && inGroup(g)(f)).length;
  const labelOf = (g: string) =>
    isColumnGroup(g) ? (ticket.custom_columns.find((c) => c.name === g)?.title ?? g) : t(`tasks.files.${g as Group}`);

  return (
    <div className="tasks-files">
      <Typography.Text strong>{t('tasks.files.title')}</Typography.Text>
      {/* Only the title toggles a group: the header holds the upload button, and a button may not sit inside another. */}
      <Collapse
        size="small"
        collapsible="header"
        defaultActiveKey={groups.filter((g) => visibilityOf(g) !== 0)}
        onChange={(keys) => {
          const open = new Set(Array.isArray(keys) ? keys : [keys]);
          for (const g of groups) {
            const visibility = open.has(g) ? 1 : 0;
            if (visibility !== (shown.current.get(g) ?? visibilityOf(g))) {
              shown.current.set(g, visibility);
              saveVisibility(g, visibility);
            }
          }
        }}
        items={groups.map((g) => ({
          key: g,
          label: `${labelOf(g)} (${count(g)})`,
          extra: canEdit ? (
            // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops the header toggle; the button inside is the control
            <span onClick={(e) => e.stopPropagation()}>
              {g === 'document' && (
                <Select<number>
                  size="small"
                  variant="borderless"
                  popupMatchSelectWidth={false}
                  aria-label={t('tasks.files.docType')}
                  value={docType}
                  onChange={setDocType}
                  options={TICKET_DOCUMENT_FILE_TYPES.map((d) => ({ value: d.value, label: d[lang] }))}
                />
              )}
              <UploadMenu
                module="tickets"
                objectId={ticket.id}
                type={isColumnGroup(g) ? 'custom' : (g as Group)}
                column={isColumnGroup(g) ? g : undefined}
                fields={g === 'document' ? { doc_type: String(docType) } : undefined}
                variants={isColumnGroup(g) ? GROUP_VARIANTS.custom : GROUP_VARIANTS[g as Group]}
                renderDiskPicker={(p) => <DiskPickerModal {...p} />}
              >
                <Button size="small" type="text" icon={<CloudUploadOutlined />} aria-label={`${t('tasks.files.upload')}: ${labelOf(g)}`} />
              </UploadMenu>
            </span>
          ) : null,
          children: <FilesList module="tickets" objectId={ticket.id} hasRights={canEdit} where={inGroup(g)} />,
        }))}
      />
    </div>
  );
}
