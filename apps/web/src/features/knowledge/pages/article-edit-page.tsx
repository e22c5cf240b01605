import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { DescriptionEditor } from '../../../shared/widgets/description-editor/index.ts';
import { can, useMe } from '../../session/index.ts';
import { type ArticleInput, articleQuery, createArticle, fetchArticleCard, knowledgeKey, treeQuery, updateArticle } from '../api.ts';
import { KnowledgeBreadcrumbs } from '../components/knowledge-breadcrumbs.tsx';
import { articlePath, sectionOptions } from '../model/tree.ts';
import '../texts.ts';

/**
 * `/documentation/:id/articleAdd` and `/documentation/:id/article/:articleId/edit` (documentation_edit):
 * title, section and the rich text of the description editor. A save of an edit sends the card's
 * version (a stale save is 409); every save keeps a version on the server.
 */
export function KnowledgeArticleEditPage() {
  const { t } = useTranslation();
  const me = useMe();
  const params = useParams();
  const sectionId = Number(params.id);
  const articleId = params.articleId ? Number(params.articleId) : undefined;
  if (!can(me, 'documentation_edit')) return <Result status="403" title="403" subTitle={t('knowledge.noAccess')} />;
  return <ArticleForm key={articleId ?? `new-${sectionId}`} sectionId={sectionId} articleId={articleId} />;
}

function ArticleForm({ sectionId, articleId }: { sectionId: number; articleId?: number }) {
  const { t } = useTranslation();
  const tree = useQuery(treeQuery());
  const article = useQuery({ ...articleQuery(articleId ?? 0), enabled: articleId !== undefined });
  const [form] = Form.useForm<ArticleInput>();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  if (tree.isPending || (articleId !== undefined && article.isPending)) return <Spin />;
  if (articleId !== undefined && !article.data) return <Result status="404" title="404" subTitle={t('knowledge.notFound')} />;
  const sections = tree.data?.sections ?? [];
  const initial: ArticleInput = article.data
    ? { title: article.data.title, section_id: article.data.section_id, body: article.data.body ?? '' }
    : { title: '', section_id: sectionId, body: '' };
  const back = () => navigate(articleId ? articlePath(initial.section_id, articleId) : `/documentation/list/${sectionId}`);
  const submit = async (values: ArticleInput) => {
    setSaving(true);
    try {
      const input = { title: values.title, section_id: values.section_id, body: values.body ?? '' };
      let id = articleId;
      if (id === undefined) id = (await createArticle(input)).id;
      else await updateArticle(id, { ...input, version: (await fetchArticleCard(id)).version });
      await client.invalidateQueries({ queryKey: knowledgeKey });
      toast(0, t('knowledge.saved'));
      navigate(articlePath(input.section_id, id));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
        form.setFields(Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: name as keyof ArticleInput, errors })));
      else toast(1, error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <KnowledgeBreadcrumbs sections={sections} sectionId={initial.section_id} last={article.data?.title} />
      <Typography.Title level={3}>{articleId ? t('knowledge.editArticle') : t('knowledge.newArticle')}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="title"
          label={t('knowledge.articleTitle')}
          rules={[{ required: true, whitespace: true, message: t('knowledge.required') }]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="section_id" label={t('knowledge.section')} rules={[{ required: true, message: t('knowledge.required') }]}>
          <Select showSearch optionFilterProp="label" options={sectionOptions(sections)} />
        </Form.Item>
        <Form.Item name="body" label={t('knowledge.body')} valuePropName="value" trigger="onChange">
          <BodyEditor />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('knowledge.save')}
          </Button>
          <Button onClick={back}>{t('knowledge.cancel')}</Button>
        </Space>
      </Form>
    </>
  );
}

/** The description editor as a form control (always editable, `onChange` on every edit). */
function BodyEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  const { t } = useTranslation();
  // The editor names its text box by the placeholder: the field's label.
  return <DescriptionEditor value={value ?? ''} onChange={(html) => onChange?.(html)} hasRights inline placeholder={t('knowledge.body')} />;
}
