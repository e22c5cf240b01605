import { Empty } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/widgets/copy-button/index.ts';
import type { RegistryRow } from '../../registry/index.ts';
import '../texts.ts';

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The partner's details as the lines of an invoice: only those filled in, INN and KPP on one line. */
export function invoiceLines(row: RegistryRow, t: TFunction): string[] {
  const inn = str(row.inn);
  const kpp = str(row.kpp);
  const lines: [string, string][] = [
    ['name', str(row.name)],
    kpp ? ['innKpp', `${inn || '—'} / ${kpp}`] : ['inn', inn],
    ['ogrn', str(row.ogrn)],
    ['bank', str(row.bank_name)],
    ['bik', str(row.bik)],
    ['account', str(row.account)],
    ['corrAccount', str(row.corr_account)],
    ['address', str(row.address)],
  ];
  return lines.filter(([, value]) => value).map(([key, value]) => `${t(`partners.lines.${key}`)}: ${value}`);
}

/** The card's «Реквизиты для счёта» tab: the bank details as one block to copy into an invoice or a letter. */
export function InvoiceDetails({ record }: { record: RegistryRow }) {
  const { t } = useTranslation();
  const lines = invoiceLines(record, t);
  if (lines.length <= 1) return <Empty description={t('partners.invoiceEmpty')} />;
  const text = lines.join('\n');
  return (
    <div style={{ maxWidth: 640 }}>
      <pre
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          margin: '0 0 12px',
          padding: 12,
          borderRadius: 6,
          background: 'var(--ant-color-fill-quaternary, rgba(0,0,0,.02))',
        }}
      >
        {text}
      </pre>
      <CopyButton text={text} type="default" size="middle">
        {t('partners.copy')}
      </CopyButton>
    </div>
  );
}
