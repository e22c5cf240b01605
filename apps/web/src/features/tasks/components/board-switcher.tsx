import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBoard } from '../api/boards.ts';
import { tasksKeys } from '../api/keys.ts';
import { reportError } from '../model/report-error.ts';
import type { Board } from '../model/types.ts';
import { BoardSettingsModal } from './board-settings-modal.tsx';

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
  const [draft, setDraft] = useState({ name: '', personal: false, mileage: false });

  const create = async () => {
    if (!draft.name.trim()) return;
    try {
      const answer = await createBoard({
        name: draft.name.trim(),
        personal: draft.personal ? 1 : 0,
        mileage_required: draft.mileage ? 1 : 0,
      });
      await qc.invalidateQueries({ queryKey: tasksKeys.boards });
      setCreating(false);
      setDraft({ name: '', personal: false, mileage: false });
      onSelect(answer.board.id);
    } catch (e) {
      reportError(e);
    }
  };

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
          <Form.Item label={t('tasks.boardName')} required>
            <Input
              autoFocus
              value={draft.name}
              maxLength={200}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              onPressEnter={() => void create()}
            />
          </Form.Item>
          <Checkbox checked={draft.personal} onChange={(e) => setDraft({ ...draft, personal: e.target.checked })}>
            {t('tasks.personal')}
          </Checkbox>
          <Checkbox checked={draft.mileage} onChange={(e) => setDraft({ ...draft, mileage: e.target.checked })}>
            {t('tasks.mileageRequired')}
          </Checkbox>
        </Form>
      </Modal>
      {current && <BoardSettingsModal board={current} open={settings} onClose={() => setSettings(false)} />}
    </Space>
  );
}
