import { DeleteOutlined, DownOutlined, EditOutlined, LinkOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { copyToClipboard } from '../../../shared/widgets/copy-button/index.ts';
import { readViews, type SavedView, writeViews } from '../model/saved-views.ts';
import { ViewNameModal } from './view-name-modal.tsx';

export interface ViewsMenuProps {
  registry: string;
  userId: number;
  /** The current view as a query (`viewQuery`): what "Save view…" stores and how the current view is recognised. */
  current: string;
  onApply: (query: string) => void;
}

type Naming = { mode: 'save' } | { mode: 'rename'; name: string } | null;

/**
 * Saved views of a list (search, filters, sort, columns), kept per user and registry in
 * localStorage: save under a name, apply in one click, rename, delete after a confirmation,
 * and copy the current link.
 */
export function ViewsMenu({ registry, userId, current, onApply }: ViewsMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [views, setViews] = useState(() => readViews(userId, registry));
  const [naming, setNaming] = useState<Naming>(null);
  const [open, setOpen] = useState(false);
  const [confirm, holder] = useConfirmDialog();
  const store = (next: SavedView[]) => {
    writeViews(userId, registry, next);
    setViews(next);
  };
  const active = views.find((v) => v.query === current);

  const act = (event: MouseEvent, run: () => void) => {
    event.stopPropagation();
    setOpen(false);
    run();
  };
  const remove = async (name: string) => {
    if (await confirm({ title: t('registry.views.deleteConfirm', { name }), danger: true, okText: t('common.delete') }))
      store(views.filter((v) => v.name !== name));
  };
  const named = (name: string) => {
    if (naming?.mode === 'rename') store(views.map((v) => (v.name === naming.name ? { ...v, name } : v)));
    else {
      store([...views, { name, query: current }]);
      toast(0, t('registry.views.saved'));
    }
    setNaming(null);
  };

  const items: MenuProps['items'] = [
    ...(views.length === 0
      ? [{ key: 'empty', label: t('registry.views.empty'), disabled: true }]
      : views.map((view) => ({
          key: `view:${view.name}`,
          label: (
            <span className="registry-view-item">
              <span className="registry-view-name">{view.name}</span>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('registry.views.rename', { name: view.name })}
                onClick={(e) => act(e, () => setNaming({ mode: 'rename', name: view.name }))}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('registry.views.delete', { name: view.name })}
                onClick={(e) => act(e, () => void remove(view.name))}
              />
            </span>
          ),
        }))),
    { type: 'divider' },
    { key: 'save', icon: <SaveOutlined />, label: t('registry.views.save') },
    { key: 'copy', icon: <LinkOutlined />, label: t('registry.views.copyLink') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'save') setNaming({ mode: 'save' });
    else if (key === 'copy') void copyToClipboard(new URL(`${location.pathname}${location.search}`, window.location.origin).href, 'link');
    else if (key.startsWith('view:')) {
      const view = views.find((v) => `view:${v.name}` === key);
      if (view) onApply(view.query);
    }
  };

  return (
    <>
      {holder}
      <Dropdown
        trigger={['click']}
        open={open}
        onOpenChange={(next, info) => {
          if (info.source === 'trigger' || !next) setOpen(next);
        }}
        menu={{ items, onClick, selectable: true, selectedKeys: active ? [`view:${active.name}`] : [] }}
      >
        <Button className="registry-views-button">
          <span className="registry-views-label">
            {active ? `${t('registry.views.button')}: ${active.name}` : t('registry.views.button')}
          </span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {naming && (
        <ViewNameModal
          title={naming.mode === 'save' ? t('registry.views.saveTitle') : t('registry.views.renameTitle')}
          initial={naming.mode === 'rename' ? naming.name : undefined}
          views={views}
          onOk={named}
          onCancel={() => setNaming(null)}
        />
      )}
    </>
  );
}
