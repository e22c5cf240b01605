import type { RegistryDefinition } from '@app/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format.ts';

/** The sums of the filtered list (money fields marked `total`), as money, after the row count. */
export function ListTotals({ definition, totals }: { definition: RegistryDefinition; totals?: Record<string, string> }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  if (!totals) return null;
  return (
    <>
      {definition.fields
        .filter((f) => totals[f.name] !== undefined)
        .map((f) => (
          <Typography.Text key={f.name} strong data-testid={`list-total-${f.name}`} style={{ marginInlineStart: 16 }}>
            {lang === 'ru' ? 'Итого' : 'Total'} ({f.label[lang]}): {formatMoney(totals[f.name])}
          </Typography.Text>
        ))}
    </>
  );
}
