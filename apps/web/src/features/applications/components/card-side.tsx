import { Descriptions, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { Chat } from '../../../shared/widgets/chat/index.ts';
import { can, type Me } from '../../session/index.ts';
import type { Pack } from '../model/types.ts';

/** The card's side block: the fields and the chat (module 'applications'). */
export function CardSide({ pack, me }: { pack: Pack; me: Me }) {
  const { t } = useTranslation();
  const fields = [
    [t('applications.card.author'), pack.who_add_fio],
    [t('applications.card.dateAdd'), formatDateTime(pack.date_add)],
    [t('applications.form.dateWant'), formatDate(pack.date_want)],
    [t('applications.form.organization'), pack.organization_name],
    [t('applications.form.location'), pack.location_name],
    [t('applications.form.projects'), pack.projects.map((p) => p.project_name).join(', ')],
    [t('applications.form.performer'), pack.performer_name],
    [t('applications.form.responsible'), pack.responsible_fio],
    [t('applications.form.advanceHolder'), pack.advance_holder_fio],
  ] as const;
  return (
    <Tabs
      items={[
        {
          key: 'fields',
          label: t('applications.card.fields'),
          children: (
            <Descriptions column={1} size="small">
              {fields.map(([label, value]) => (
                <Descriptions.Item key={label} label={label}>
                  {value || '—'}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ),
        },
        {
          key: 'chat',
          label: t('applications.card.chat'),
          children: (
            <Chat
              module="applications"
              objectId={pack.id}
              currentUser={{ id: me.id, fio: me.fio, avatar: me.avatar }}
              canHiddenChat={can(me, 'hidden_chat_access')}
              canDeleteAny={can(me, 'chat_all_message_delete')}
              height={420}
            />
          ),
        },
      ]}
    />
  );
}
