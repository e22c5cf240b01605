import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DescriptionEditorProps } from './description-editor.tsx';
import { loadEditorKit } from './editor-kit.ts';
import './texts.ts';

/** The editor and its extension kit load in parallel, only where an editor is shown. */
const Editor = lazy(() =>
  Promise.all([import('./description-editor.tsx'), loadEditorKit()]).then(([m, kit]) => ({
    default: (props: DescriptionEditorProps) => <m.DescriptionEditor {...props} kit={kit} />,
  })),
);

/** The description editor in its own lazy chunks: TipTap loads only where an editor is shown. */
export function LazyDescriptionEditor(props: DescriptionEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Spin size="small" /> {t('widgets.editor.loading')}
        </span>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
