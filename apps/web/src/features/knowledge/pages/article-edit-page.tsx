import type { KnowledgeSection } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Select, Space, Spin, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { uploadFile } from '../../../shared/widgets/attachments/index.ts';
import { DescriptionEditor } from '../../../shared/widgets/description-editor/index.ts';
import { FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';
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
  if (tree.isPending || (articleId !== undefined && article.isPending)) return <Spin />;
  if (articleId !== undefined && !article.data) return <Result status="404" title="404" subTitle={t('knowledge.notFound')} />;
  const initial: ArticleInput = article.data
    ? { title: article.data.title, section_id: article.data.section_id, body: article.data.body ?? '' }
    : { title: '', section_id: sectionId, body: '' };
  return <ArticleFields sections={tree.data?.sections ?? []} sectionId={sectionId} articleId={articleId} initial={initial} />;
}

/** The form itself (decision 013: react-hook-form holds the values, antd lays them out). */
function ArticleFields({
  sections,
  sectionId,
  articleId,
  initial,
}: {
  sections: KnowledgeSection[];
  sectionId: number;
  articleId?: number;
  initial: ArticleInput;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<ArticleInput>({ defaultValues: initial });
  const client = useQueryClient();
  const navigate = useNavigate();
  const back = () => navigate(articleId ? articlePath(initial.section_id, articleId) : `/documentation/list/${sectionId}`);
  const submit = handleSubmit(async (values) => {
    try {
      const input = { title: values.title.trim(), section_id: values.section_id, body: values.body ?? '' };
      let id = articleId;
      if (id === undefined) id = (await createArticle(input)).id;
      else await updateArticle(id, { ...input, version: (await fetchArticleCard(id)).version });
      await client.invalidateQueries({ queryKey: knowledgeKey });
      toast(0, t('knowledge.saved'));
      navigate(articlePath(input.section_id, id));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
        for (const [name, errors] of Object.entries(error.fieldErrors))
          setError(name as keyof ArticleInput, { type: 'server', message: errors[0] });
      else toast(1, error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <>
      <KnowledgeBreadcrumbs sections={sections} sectionId={initial.section_id} last={articleId ? initial.title : undefined} />
      <Typography.Title level={3}>{articleId ? t('knowledge.editArticle') : t('knowledge.newArticle')}</Typography.Title>
      <Form
        layout="vertical"
        onSubmitCapture={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormItem control={control} name="title" label={t('knowledge.articleTitle')} required rules={{ validate: filled }}>
          {({ ref: _ref, ...field }) => <Input {...field} maxLength={300} />}
        </FormItem>
        <FormItem control={control} name="section_id" label={t('knowledge.section')} required rules={{ validate: filled }}>
          {({ ref: _ref, ...field }) => <Select {...field} showSearch optionFilterProp="label" options={sectionOptions(sections)} />}
        </FormItem>
        <FormItem
          control={control}
          name="body"
          label={t('knowledge.body')}
          extra={articleId === undefined ? t('knowledge.imagesAfterSave') : undefined}
        >
          {({ value, onChange }) => <BodyEditor value={value} onChange={onChange} articleId={articleId} />}
        </FormItem>
        <Space>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {t('knowledge.save')}
          </Button>
          <Button onClick={back}>{t('knowledge.cancel')}</Button>
        </Space>
      </Form>
    </>
  );
}

/**
 * A picture placed in a saved article's text is stored as one of its files (the attachments kit,
 * image group): the text keeps its address, readable by whoever reads the article.
 */
async function uploadArticleImage(articleId: number, file: File): Promise<string | null> {
  try {
    const stored = await uploadFile('documentation', articleId, file, file.name, { group: 'image' });
    const newest = stored.reduce<(typeof stored)[number] | undefined>((last, f) => (!last || f.id > last.id ? f : last), undefined);
    return newest?.path ?? null;
  } catch (error) {
    toast(1, error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** The description editor as a form control (always editable, `onChange` on every edit); pictures once the article exists. */
function BodyEditor({ value, onChange, articleId }: { value?: string; onChange?: (html: string) => void; articleId?: number }) {
  const { t } = useTranslation();
  // The editor names its text box by the placeholder: the field's label.
  return (
    <DescriptionEditor
      value={value ?? ''}
      onChange={(html) => onChange?.(html)}
      hasRights
      inline
      placeholder={t('knowledge.body')}
      uploadImage={articleId === undefined ? undefined : (file) => uploadArticleImage(articleId, file)}
    />
  );
}
