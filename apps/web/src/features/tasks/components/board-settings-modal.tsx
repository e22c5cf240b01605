import { DeleteOutlined } from '@ant-design/icons';
import { COLUMN_INPUT_TYPE } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, List, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect, type SelectOption } from '../../../shared/widgets/remote-select/index.ts';
import { columnsQuery, createColumn, deleteColumn, patchBoard } from '../api/boards.ts';
import { tasksKeys } from '../api/keys.ts';
import { reportError } from '../model/report-error.ts';
import type { Board, Subscriber } from '../model/types.ts';

export interface BoardSettingsModalProps {
  board: Board;
  open: boolean;
  onClose: () => void;
}

/** Rename, mileage flag, subscribers with the owner flag, custom columns (board owners). */
export function BoardSettingsModal({ board, open, onClose }: BoardSettingsModalProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState(board.name);
  const [mileage, setMileage] = useState(board.mileage_required === 1);
  const [subs, setSubs] = useState<Subscriber[]>(board.subscribers);
  const [column, setColumn] = useState({ title: '', input_type: 1, options: '' });
  const columns = useQuery({ ...columnsQuery(board.id), enabled: open });

  useEffect(() => {
    if (!open) return;
    setName(board.name);
    setMileage(board.mileage_required === 1);
    setSubs(board.subscribers);
  }, [open, board]);

  const save = async () => {
    if (!name.trim()) {
      toast(2, t('field.fillRequired'));
      return;
    }
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
  };

  const addColumn = async () => {
    if (!column.title.trim()) return;
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
      setColumn({ title: '', input_type: 1, options: '' });
      void columns.refetch();
    } catch (e) {
      reportError(e);
    }
  };

  const removeColumn = async (id: number) => {
    try {
      await deleteColumn(board.id, id);
      void columns.refetch();
    } catch (e) {
      reportError(e);
    }
  };

  const onSubscribers = (_v: unknown, selected: SelectOption | SelectOption[] | null) => {
    const list = Array.isArray(selected) ? selected : [];
    setSubs(
      list.map((o) => {
        const known = subs.find((s) => s.id === Number(o.value));
        return known ?? { id: Number(o.value), fio: o.label, avatar: null, owner: 0 };
      }),
    );
  };

  return (
    <Modal open={open} title={t('tasks.settings')} onCancel={onClose} onOk={() => void save()} destroyOnHidden width={560}>
      <Form layout="vertical">
        <Form.Item label={t('tasks.boardName')} required>
          <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Checkbox checked={mileage} onChange={(e) => setMileage(e.target.checked)}>
          {t('tasks.mileageRequired')}
        </Checkbox>
        {!board.personal && (
          <Form.Item label={t('tasks.subscribers')} style={{ marginTop: 12 }}>
            <RemoteSelect
              url="/autocomplete/users"
              multiple
              value={subs.map((s) => s.id)}
              initialOptions={subs.map((s) => ({ value: s.id, label: s.fio }))}
              onChange={onSubscribers}
            />
            <List
              size="small"
              dataSource={subs}
              renderItem={(s) => (
                <List.Item>
                  <span>{s.fio}</span>
                  <Checkbox
                    checked={s.owner === 1}
                    onChange={(e) => setSubs(subs.map((x) => (x.id === s.id ? { ...x, owner: e.target.checked ? 1 : 0 } : x)))}
                  >
                    {t('tasks.owner')}
                  </Checkbox>
                </List.Item>
              )}
            />
          </Form.Item>
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
          <Input
            placeholder={t('tasks.columnTitle')}
            value={column.title}
            onChange={(e) => setColumn({ ...column, title: e.target.value })}
          />
          <Select
            style={{ width: 200 }}
            value={column.input_type}
            onChange={(v) => setColumn({ ...column, input_type: v })}
            options={[
              { value: 1, label: t('tasks.inputText') },
              { value: COLUMN_INPUT_TYPE.select, label: t('tasks.inputSelect') },
              { value: COLUMN_INPUT_TYPE.hiddenFromSidebar, label: t('tasks.inputHidden') },
            ]}
          />
          <Button onClick={() => void addColumn()}>{t('tasks.addColumn')}</Button>
        </Space.Compact>
        {column.input_type === COLUMN_INPUT_TYPE.select && (
          <Input
            style={{ marginTop: 8 }}
            placeholder={t('tasks.columnOptions')}
            value={column.options}
            onChange={(e) => setColumn({ ...column, options: e.target.value })}
          />
        )}
      </Form>
    </Modal>
  );
}
