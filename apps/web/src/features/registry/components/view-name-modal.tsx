import { Form, Input, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
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
  const { control, handleSubmit, clearErrors } = useForm({ defaultValues: { name: initial ?? '' }, reValidateMode: 'onSubmit' });
  const submit = handleSubmit(({ name }) => onOk(name.trim()));
  return (
    <Modal
      open
      title={title}
      onOk={() => void submit()}
      onCancel={onCancel}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <FormItem
          control={control}
          name="name"
          label={t('registry.views.name')}
          rules={{ validate: (name) => viewNameError(name, views, initial) ?? true }}
        >
          {({ ref: _ref, onChange, ...field }) => (
            <Input
              {...field}
              autoFocus
              onChange={(e) => {
                onChange(e.target.value);
                clearErrors('name');
              }}
              onPressEnter={() => void submit()}
            />
          )}
        </FormItem>
      </Form>
    </Modal>
  );
}
