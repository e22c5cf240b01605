import type { KnowledgeSection } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';
import { createSection, knowledgeKey, updateSection } from '../api.ts';
import { sectionOptions, subtreeIds } from '../model/tree.ts';
import '../texts.ts';

interface Values {
  title: string;
  parent_id: number | null;
  description?: string;
}

/** Creates a section (under `parentId`) or renames / moves / describes `section`. */
export function SectionModal({
  sections,
  section,
  parentId = null,
  onClose,
}: {
  sections: KnowledgeSection[];
  section?: KnowledgeSection;
  parentId?: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      title: section?.title ?? '',
      parent_id: section ? section.parent_id : parentId,
      description: section?.description ?? '',
    },
  });
  const client = useQueryClient();
  const navigate = useNavigate();
  const exclude = section ? subtreeIds(sections, section.id) : new Set<number>();
  const submit = handleSubmit(async (values) => {
    try {
      const input = { title: values.title.trim(), parent_id: values.parent_id ?? null, description: values.description?.trim() || null };
      const saved = section ? await updateSection(section.id, input) : await createSection(input);
      await client.invalidateQueries({ queryKey: knowledgeKey });
      toast(0, t('knowledge.saved'));
      onClose();
      if (!section) navigate(`/documentation/list/${saved.id}`);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
        for (const [name, errors] of Object.entries(error.fieldErrors))
          setError(name as keyof Values, { type: 'server', message: errors[0] });
      else toast(1, error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Modal
      open
      title={section ? t('knowledge.editSection') : t('knowledge.addSection')}
      okText={t('knowledge.save')}
      cancelText={t('knowledge.cancel')}
      confirmLoading={formState.isSubmitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormItem control={control} name="title" label={t('knowledge.sectionTitle')} required rules={{ validate: filled }}>
          {({ ref: _ref, ...field }) => <Input {...field} maxLength={200} autoFocus onPressEnter={() => void submit()} />}
        </FormItem>
        <FormItem control={control} name="parent_id" label={t('knowledge.parentSection')}>
          {({ ref: _ref, ...field }) => (
            <Select
              {...field}
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('knowledge.rootSection')}
              options={sectionOptions(sections, exclude)}
              onChange={(value) => field.onChange(value ?? null)}
            />
          )}
        </FormItem>
        <FormItem control={control} name="description" label={t('knowledge.description')}>
          {({ ref: _ref, ...field }) => <Input.TextArea {...field} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />}
        </FormItem>
      </Form>
    </Modal>
  );
}
