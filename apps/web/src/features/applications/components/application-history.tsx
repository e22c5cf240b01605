import { APPLICATION_STATUSES, POSITION_STATUSES } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { HistoryTab } from '../../../shared/widgets/history-tab/index.ts';
import { useUserShort } from '../../../shared/widgets/user-card/index.ts';
import type { PositionView } from '../model/types.ts';

/** Fields whose values are user ids (`snab.<id>.responsible` too). */
const USER_FIELDS = new Set(['performer', 'responsible', 'advance_holder']);
const FLAG_FIELDS = new Set(['repeats', 'urgent']);

/** A user's name by id, from the shared short-card cache; the id until it arrives. */
function UserName({ id }: { id: string }) {
  const user = useUserShort(id).data;
  return <>{user?.fio ?? `№${id}`}</>;
}

/** A list of user ids as the history stores it (`[3,5]`): their names, comma-separated. */
function UserNames({ value }: { value: string }) {
  let ids: unknown;
  try {
    ids = JSON.parse(value);
  } catch {
    return <>{value}</>;
  }
  if (!Array.isArray(ids)) return <>{value}</>;
  return (
    <>
      {ids.map((id, i) => (
        <span key={String(id)}>
          {i > 0 && ', '}
          <UserName id={String(id)} />
        </span>
      ))}
    </>
  );
}

/**
 * The application's History tab in words (issue 19): every field the applications module
 * writes has a label in the user's language — positions by their name (`snab.12.status` →
 * «Позиция «Бумага»: Статус»), invoices by number — and values by their display: status
 * names, yes / no, dates, money, users' names.
 */
export function ApplicationHistory({ packId, positions }: { packId: number; positions: readonly PositionView[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const field = (name: string) => (i18n.exists(`applications.history.fields.${name}`) ? t(`applications.history.fields.${name}`) : name);
  const positionName = (id: string) => positions.find((p) => String(p.id) === id)?.info || `№${id}`;

  const fieldLabel = (name: string): string | undefined => {
    const [head, id, key] = name.split('.');
    if (head === 'snab' && id && key) {
      const label = i18n.exists(`applications.history.positionFields.${key}`)
        ? t(`applications.history.positionFields.${key}`)
        : i18n.exists(`applications.pos.${key}`)
          ? t(`applications.pos.${key}`)
          : key;
      return t('applications.history.position', { name: positionName(id), field: label });
    }
    if (head === 'invoice' && id && key) return t('applications.history.invoice', { id, field: invoiceField(key) });
    if (head === 'auto_invoice' && id) return t('applications.history.auto', { field: invoiceField(id) });
    return i18n.exists(`applications.history.fields.${name}`) ? field(name) : undefined;
  };
  const invoiceField = (key: string) =>
    i18n.exists(`applications.history.invoiceFields.${key}`) ? t(`applications.history.invoiceFields.${key}`) : key;

  const formatValue = (name: string, value: string) => {
    const key = name.split('.').at(-1) ?? name;
    if (name === 'status') return APPLICATION_STATUSES.find((s) => s.code === value)?.[lang] ?? value;
    if (name.startsWith('snab.') && key === 'status') return POSITION_STATUSES.find((s) => s.code === value)?.[lang] ?? value;
    if (name === 'signers') return <UserNames value={value} />;
    if (USER_FIELDS.has(name) || (name.startsWith('snab.') && key === 'responsible')) return <UserName id={value} />;
    if (FLAG_FIELDS.has(name)) return value === '1' ? t('applications.history.yes') : t('applications.history.no');
    if (key === 'date_want' || key === 'date') return formatDate(value) || value;
    if (key === 'sum' || name === 'auto_invoice') return formatMoney(value);
    if (name === 'invoice_add' || key === 'invoice_id') return t('applications.history.invoiceNo', { id: value });
    if (name === 'parent_id') return `№${value}`;
    return value;
  };

  return <HistoryTab module="applications" objectId={packId} fieldLabel={fieldLabel} formatValue={formatValue} />;
}
