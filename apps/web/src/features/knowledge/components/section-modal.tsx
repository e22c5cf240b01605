import type { KnowledgeSection } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
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
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const exclude = section ? subtreeIds(sections, section.id) : new Set<number>();
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const input = { title: values.title, parent_id: values.parent_id ?? null, description: values.description || null };
      const saved = section ? await updateSection(section.id, input) : await createSection(input);
      await client.invalidateQueries({ queryKey: knowledgeKey });
      toast(0, t('knowledge.saved'));
      onClose();
      if (!section) navigate(`/documentation/list/${saved.id}`);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
        form.setFields(Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: name as keyof Values, errors })));
      else toast(1, error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={section ? t('knowledge.editSection') : t('knowledge.addSection')}
      okText={t('knowledge.save')}
      cancelText={t('knowledge.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: section?.title ?? '',
          parent_id: section ? section.parent_id : parentId,
          description: section?.description ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item
          name="title"
          label={t('knowledge.sectionTitle')}
          rules={[{ required: true, whitespace: true, message: t('knowledge.required') }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="parent_id" label={t('knowledge.parentSection')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('knowledge.rootSection')}
            options={sectionOptions(sections, exclude)}
          />
        </Form.Item>
        <Form.Item name="description" label={t('knowledge.description')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
