import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedView, viewNameError } from '../model/saved-views.ts';

export interface ViewNameModalProps {
  title: string;
  /** The name being renamed (its own name is not "taken"); absent when saving a new view. */
  initial?: string;
  views: readonly SavedView[];
  onOk: (name: string) => void;
  onCancel: () => void;
}

/** Asks a view's name: required, trimmed, at most 60 characters, unique in the registry. */
export function ViewNameModal({ title, initial, views, onOk, onCancel }: ViewNameModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = viewNameError(name, views, initial);
    if (problem) setError(problem);
    else onOk(name.trim());
  };
  return (
    <Modal open title={title} onOk={submit} onCancel={onCancel} okText={t('common.save')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('registry.views.name')}
          htmlFor="registry-view-name"
          validateStatus={error ? 'error' : undefined}
          help={error ? t(error) : undefined}
        >
          <Input
            id="registry-view-name"
            autoFocus
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
