import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Signer } from '@app/contracts';
import { Alert, Avatar, Button, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';
import '../texts.ts';

/** The signer picker's look-up: only active users with can_sign (the applications module's). */
export const SIGNERS_LOOKUP = '/applications/signers';

interface Props {
  signers: Signer[];
  canEdit: boolean;
  busy?: boolean;
  error?: string | null;
  empty: string;
  /** The whole new order of ids (add at the end, move, remove). */
  onChange: (ids: number[], change: 'add' | 'move' | 'remove', userId: number) => void;
  /** A row's link (the user's own signers open `/signers/:id`). */
  linkOf?: (signer: Signer) => string;
  testId?: string;
}

const move = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [one] = next.splice(from, 1);
  next.splice(to, 0, one);
  return next;
};

/** An ordered list of signers: numbered, with up / down / remove and a picker adding one at the end. */
export function SignerList({ signers, canEdit, busy, error, empty, onChange, linkOf, testId }: Props) {
  const { t } = useTranslation();
  // The picker starts empty again after each addition (a new one is mounted).
  const [picker, setPicker] = useState(0);
  const ids = signers.map((s) => s.value);
  return (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid={testId}>
      {signers.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {signers.map((s, i) => (
          <li
            key={s.value}
            aria-label={s.label}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 8,
              padding: '6px 8px',
              border: '1px solid rgba(128,128,128,.25)',
              borderRadius: 6,
            }}
          >
            <Typography.Text strong style={{ minWidth: 20 }}>
              {i + 1}.
            </Typography.Text>
            <Avatar size="small" src={s.avatar || undefined} alt="" aria-hidden>
              {s.label.slice(0, 1)}
            </Avatar>
            <div style={{ flex: '1 1 160px', minWidth: 0 }}>
              <div>{linkOf ? <Link to={linkOf(s)}>{s.label}</Link> : s.label}</div>
              {s.post && <Typography.Text type="secondary">{s.post}</Typography.Text>}
              {s.can_sign === 0 && (
                <div>
                  <Tag color="orange">{t('signers.noRight')}</Tag>
                </div>
              )}
            </div>
            {canEdit && (
              <Space size={2}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t('signers.up')}: ${s.label}`}
                  title={t('signers.up')}
                  disabled={busy || i === 0}
                  onClick={() => onChange(move(ids, i, i - 1), 'move', s.value)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t('signers.down')}: ${s.label}`}
                  title={t('signers.down')}
                  disabled={busy || i === signers.length - 1}
                  onClick={() => onChange(move(ids, i, i + 1), 'move', s.value)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('signers.remove')}: ${s.label}`}
                  title={t('signers.remove')}
                  disabled={busy}
                  onClick={() =>
                    onChange(
                      ids.filter((id) => id !== s.value),
                      'remove',
                      s.value,
                    )
                  }
                />
              </Space>
            )}
          </li>
        ))}
      </ol>
      {canEdit && (
        <Autocomplete
          key={picker}
          url={SIGNERS_LOOKUP}
          value={null}
          disabled={busy}
          aria-label={t('signers.add')}
          placeholder={t('signers.pickPlaceholder')}
          style={{ width: '100%' }}
          onChange={(v: OptionValue | OptionValue[] | null) => {
            const id = Number(Array.isArray(v) ? v[0] : v);
            if (id && !ids.includes(id)) onChange([...ids, id], 'add', id);
            setPicker((n) => n + 1);
          }}
        />
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </div>
  );
}
