import { DeleteOutlined } from '@ant-design/icons';
import { COLUMN_INPUT_TYPE } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, List, Modal, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { FormCheckbox, FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';
import { RemoteSelect, type SelectOption } from '../../../shared/widgets/remote-select/index.ts';
import { columnsQuery, createColumn, deleteColumn, patchBoard } from '../api/boards.ts';
import { tasksKeys } from '../api/keys.ts';
import { reportError } from '../model/report-error.ts';
import type { Board, Subscriber } from '../model/types.ts';

const settingsOf = (board: Board) => ({ name: board.name, mileage: board.mileage_required === 1, subs: board.subscribers });
const NEW_COLUMN: { title: string; input_type: number; options: string } = { title: '', input_type: 1, options: '' };

export interface BoardSettingsModalProps {
  board: Board;
  open: boolean;
  onClose: () => void;
}

/** Rename, mileage flag, subscribers with the owner flag, custom columns (board owners). */
export function BoardSettingsModal({ board, open, onClose }: BoardSettingsModalProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { control, handleSubmit, reset } = useForm({ defaultValues: settingsOf(board) });
  const columnForm = useForm({ defaultValues: NEW_COLUMN });
  const columns = useQuery({ ...columnsQuery(board.id), enabled: open });

  useEffect(() => {
    if (open) reset(settingsOf(board));
  }, [open, board, reset]);

  const save = handleSubmit(
    async ({ name, mileage, subs }) => {
      try {
        await patchBoard(board.id, {
          name: name.trim(),
          mileage_required: mileage ? 1 : 0,
          subscribers: board.personal ? undefined : subs.map((s) => ({ id: s.id, owner: s.owner })),
        });
        toast(0, t('tasks.card.saved'));
        void qc.invalidateQueries({ queryKey: tasksKeys.boards });
        onClose();
      } catch (e) {
        reportError(e);
      }
    },
    () => toast(2, t('field.fillRequired')),
  );

  const addColumn = columnForm.handleSubmit(async (column) => {
    const options =
      column.input_type === COLUMN_INPUT_TYPE.select
        ? column.options
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map((o) => ({ name: o, value: o }))
        : undefined;
    try {
      await createColumn(board.id, { title: column.title.trim(), input_type: column.input_type, options });
      columnForm.reset(NEW_COLUMN);
      void columns.refetch();
    } catch (e) {
      reportError(e);
    }
  });
  const columnType = columnForm.watch('input_type');

  const removeColumn = async (id: number) => {
    try {
      await deleteColumn(board.id, id);
      void columns.refetch();
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <Modal open={open} title={t('tasks.settings')} onCancel={onClose} onOk={() => void save()} destroyOnHidden width={560}>
      <Form layout="vertical">
        <FormItem control={control} name="name" label={t('tasks.boardName')} required rules={{ validate: filled }}>
          {({ ref: _ref, ...field }) => <Input {...field} maxLength={200} />}
        </FormItem>
        <FormCheckbox control={control} name="mileage" label={t('tasks.mileageRequired')} />
        {!board.personal && (
          <FormItem control={control} name="subs" label={t('tasks.subscribers')} style={{ marginTop: 12 }}>
            {({ id, value, onChange }) => <Subscribers id={id} value={value} onChange={onChange} />}
          </FormItem>
        )}
        <Typography.Title level={5}>{t('tasks.columns')}</Typography.Title>
        <List
          size="small"
          dataSource={columns.data ?? []}
          renderItem={(c) => (
            <List.Item
              actions={[
                <Button key="d" size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => void removeColumn(c.id)} />,
              ]}
            >
              {c.title}
            </List.Item>
          )}
        />
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Controller
            control={columnForm.control}
            name="title"
            rules={{ validate: filled }}
            render={({ field: { ref: _ref, ...field } }) => <Input {...field} placeholder={t('tasks.columnTitle')} />}
          />
          <Controller
            control={columnForm.control}
            name="input_type"
            render={({ field: { ref: _ref, ...field } }) => (
              <Select
                {...field}
                style={{ width: 200 }}
                options={[
                  { value: 1, label: t('tasks.inputText') },
                  { value: COLUMN_INPUT_TYPE.select, label: t('tasks.inputSelect') },
                  { value: COLUMN_INPUT_TYPE.hiddenFromSidebar, label: t('tasks.inputHidden') },
                ]}
              />
            )}
          />
          <Button onClick={() => void addColumn()}>{t('tasks.addColumn')}</Button>
        </Space.Compact>
        {columnType === COLUMN_INPUT_TYPE.select && (
          <Controller
            control={columnForm.control}
            name="options"
            render={({ field: { ref: _ref, ...field } }) => (
              <Input {...field} style={{ marginTop: 8 }} placeholder={t('tasks.columnOptions')} />
            )}
          />
        )}
      </Form>
    </Modal>
  );
}

/** The board's subscribers (users look-up) with the owner flag of each. */
function Subscribers({ id, value: subs, onChange }: { id: string; value: Subscriber[]; onChange: (subs: Subscriber[]) => void }) {
  const { t } = useTranslation();
  const pick = (_v: unknown, selected: SelectOption | SelectOption[] | null) =>
    onChange(
      (Array.isArray(selected) ? selected : []).map(
        (o) => subs.find((s) => s.id === Number(o.value)) ?? { id: Number(o.value), fio: o.label, avatar: null, owner: 0 },
      ),
    );
  return (
    <>
      <RemoteSelect
        id={id}
        url="/autocomplete/users"
        multiple
        value={subs.map((s) => s.id)}
        initialOptions={subs.map((s) => ({ value: s.id, label: s.fio }))}
        onChange={pick}
      />
      <List
        size="small"
        dataSource={subs}
        renderItem={(s) => (
          <List.Item>
            <span>{s.fio}</span>
            <Checkbox
              checked={s.owner === 1}
              onChange={(e) => onChange(subs.map((x) => (x.id === s.id ? { ...x, owner: e.target.checked ? 1 : 0 } : x)))}
            >
              {t('tasks.owner')}
            </Checkbox>
          </List.Item>
        )}
      />
    </>
  );
}
