import { hasPermit, type RegistryDefinition } from '@app/contracts';
import { Card, Divider, Tabs } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilesList, UploadMenu } from '../../../shared/widgets/attachments/index.ts';
import { Chat } from '../../../shared/widgets/chat/index.ts';
import { HistoryTab } from '../../../shared/widgets/history-tab/index.ts';
import { NetworkLinks } from '../../../shared/widgets/network-links/index.ts';
import { DiskPickerModal } from '../../drive/index.ts';
import { useSession } from '../../session/index.ts';
import { type CardTabOverride, overrideText, type RegistryOverrides } from '../model/overrides.ts';
import type { RegistryRow } from '../model/row.ts';
import { CellValue } from './cell-value.tsx';

export interface CardKitProps {
  definition: RegistryDefinition;
  row: RegistryRow;
  /** The fields tab (the read-only groups or the edit form). */
  fields: ReactNode;
  /** Edit right on a live record: attachments, links. */
  canEdit: boolean;
  /** The section's extra tabs (override slot), after the fields tab. */
  extraTabs?: readonly CardTabOverride[];
  /** Labels of the module's own history fields (override slot `historyFields`). */
  historyFields?: RegistryOverrides['historyFields'];
}

/**
 * The card's tabs (fields, files and links, history) and its chat: the collaboration kit's
 * widgets with module key = the registry's name, as the task and application cards use them.
 */
export function CardKit({ definition, row, fields, canEdit, extraTabs = [], historyFields = {} }: CardKitProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const user = useSession().user;
  const module = definition.name;
  const labels = {
    ...Object.fromEntries(Object.entries(historyFields).map(([name, label]) => [name, overrideText(label, lang)])),
    ...Object.fromEntries(definition.fields.map((f) => [f.name, f.label[lang]])),
  };
  const formatValue = (field: string, value: string) => {
    const def = definition.fields.find((f) => f.name === field);
    if (!def || !['enum', 'boolean', 'money', 'date', 'datetime'].includes(def.kind)) return value;
    const typed = def.kind === 'boolean' ? Number(value) : value;
    return <CellValue definition={definition} field={def} row={{ ...row, [field]: typed }} lang={lang} />;
  };

  const tabs = [
    { key: 'fields', label: t('registry.tabs.fields'), children: fields },
    ...extraTabs.map((tab) => ({ key: tab.key, label: overrideText(tab.label, lang), children: tab.render({ record: row, canEdit }) })),
    {
      key: 'files',
      label: t('registry.tabs.files'),
      children: (
        <>
          {canEdit && <UploadMenu module={module} objectId={row.id} renderDiskPicker={(p) => <DiskPickerModal {...p} />} />}
          <FilesList module={module} objectId={row.id} hasRights={canEdit} />
          <Divider titlePlacement="start">{t('registry.links')}</Divider>
          <NetworkLinks module={module} objectId={row.id} hasRights={canEdit} />
        </>
      ),
    },
    {
      key: 'history',
      label: t('registry.tabs.history'),
      children: <HistoryTab module={module} objectId={row.id} fieldLabels={labels} formatValue={formatValue} />,
    },
  ];

  // The open tab lives in the address (`?tab=history`): a link opens it, and a redraw of the card
  // (its lazy parts arriving) or a live refresh never throws the reader back to the fields.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const activeKey = tabs.some((tab) => tab.key === asked) ? (asked as string) : 'fields';
  const openTab = (key: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'fields') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  // antd puts the overflow «…» button of many tabs inside role=tablist (axe: aria-required-children):
  // the list of the tabs themselves is the tab list, the bar around it a plain box.
  const tabsBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const nav = tabsBox.current?.querySelector(':scope > .ant-tabs > .ant-tabs-nav');
    const list = nav?.querySelector('.ant-tabs-nav-list');
    if (!nav || !list || nav.getAttribute('role') !== 'tablist') return;
    nav.setAttribute('role', 'none');
    nav.removeAttribute('aria-orientation');
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', 'horizontal');
  });

  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <div ref={tabsBox} style={{ flex: '1 1 560px', minWidth: 0 }}>
        <Tabs items={tabs} activeKey={activeKey} onChange={openTab} destroyOnHidden={false} />
      </div>
      {definition.chat && user && (
        <Card size="small" title={t('registry.tabs.chat')} style={{ flex: '1 1 340px', minWidth: 0, maxWidth: 480 }}>
          <Chat
            module={module}
            objectId={row.id}
            currentUser={{ id: user.id, fio: user.name, avatar: user.image }}
            canHiddenChat={hasPermit(user, 'hidden_chat_access')}
            canDeleteAny={hasPermit(user, 'chat_all_message_delete')}
            height={420}
          />
        </Card>
      )}
    </div>
  );
}
