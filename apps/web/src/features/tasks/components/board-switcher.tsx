import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';
import { createBoard } from '../api/boards.ts';
import { tasksKeys } from '../api/keys.ts';
import { reportError } from '../model/report-error.ts';
import type { Board } from '../model/types.ts';
import { BoardSettingsModal } from './board-settings-modal.tsx';

const EMPTY = { name: '', personal: false, mileage: false };

export interface BoardSwitcherProps {
  boards: Board[];
  current?: Board;
  onSelect: (id: number) => void;
}

/** The board select with "new board" and the owner's settings. */
export function BoardSwitcher({ boards, current, onSelect }: BoardSwitcherProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [settings, setSettings] = useState(false);
  const { control, handleSubmit, reset } = useForm({ defaultValues: EMPTY });

  const create = handleSubmit(async (draft) => {
    try {
      const answer = await createBoard({
        name: draft.name.trim(),
        personal: draft.personal ? 1 : 0,
        mileage_required: draft.mileage ? 1 : 0,
      });
      await qc.invalidateQueries({ queryKey: tasksKeys.boards });
      setCreating(false);
      reset(EMPTY);
      onSelect(answer.board.id);
    } catch (e) {
      reportError(e);
    }
  });

  return (
    <Space wrap>
      <Select
        style={{ minWidth: 220 }}
        value={current?.id}
        aria-label={t('tasks.board')}
        onChange={onSelect}
        options={boards.map((b) => ({ value: b.id, label: b.personal ? `${b.name} (${t('tasks.personal')})` : b.name }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        {t('tasks.newBoard')}
      </Button>
      {current?.is_owner === 1 && <Button icon={<SettingOutlined />} aria-label={t('tasks.settings')} onClick={() => setSettings(true)} />}
      <Modal open={creating} title={t('tasks.newBoard')} onCancel={() => setCreating(false)} onOk={() => void create()} destroyOnHidden>
        <Form layout="vertical">
          <FormItem control={control} name="name" label={t('tasks.boardName')} required rules={{ validate: filled }}>
            {({ ref: _ref, ...field }) => <Input {...field} autoFocus maxLength={200} onPressEnter={() => void create()} />}
          </FormItem>
          <FormCheckbox control={control} name="personal" label={t('tasks.personal')} />
          <FormCheckbox control={control} name="mileage" label={t('tasks.mileageRequired')} />
        </Form>
      </Modal>
      {current && <BoardSettingsModal board={current} open={settings} onClose={() => setSettings(false)} />}
    </Space>
  );
}
