import { type RegistryDefinition, registryPath } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { registryKeys } from '../api/keys.ts';
import { createRecord } from '../api/record.ts';
import type { RegistryOverrides } from '../model/overrides.ts';
import { useRegistryRights } from '../model/rights.ts';
import '../texts.ts';
import { RecordForm } from './record-form.tsx';

/** `/<name>/add`: the create form; the new record's card opens after saving. */
export function RegistryAddPage({ definition, overrides }: { definition: RegistryDefinition; overrides?: RegistryOverrides }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const navigate = useNavigate();
  const client = useQueryClient();
  const rights = useRegistryRights(definition);
  usePageTitle(null, t('registry.newTitle'), definition.label[lang]);
  const back = registryPath(definition);
  const [search] = useSearchParams();
  const prefillOf = overrides?.prefill;
  const prefill = useQuery({
    queryKey: [...registryKeys.all(definition.name), 'prefill', search.toString()],
    queryFn: async () => (await prefillOf?.(search)) ?? null,
    enabled: Boolean(prefillOf),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  if (!rights.create) return <Result status="403" title={t('guard.noAccess')} extra={<Link to={back}>{t('registry.toList')}</Link>} />;
  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>
          {/* Underlined: a link within the heading's text must not be told by its colour alone (axe link-in-text-block). */}
          <Link to={back} style={{ textDecoration: 'underline' }}>
            {definition.label[lang]}
          </Link>{' '}
          / {t('registry.newTitle')}
        </Typography.Title>
      </div>
      <Card style={{ maxWidth: 760 }}>
        {prefillOf && prefill.isPending ? (
          <Spin style={{ display: 'block', margin: 48 }} />
        ) : (
          <RecordForm
            key={search.toString()}
            definition={definition}
            initial={prefill.data ?? undefined}
            sections={overrides?.formSections}
            save={(body) => createRecord(definition, body)}
            onSaved={(row) => {
              void client.invalidateQueries({ queryKey: registryKeys.all(definition.name) });
              client.setQueryData(registryKeys.record(definition.name, row.id), row);
              toast(0, t('registry.created'));
              navigate(`${registryPath(definition)}/${row.id}`, { replace: true });
            }}
            onCancel={() => navigate(back)}
          />
        )}
      </Card>
    </div>
  );
}
