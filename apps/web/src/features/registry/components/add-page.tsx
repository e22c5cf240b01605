import { type RegistryDefinition, registryPath } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
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

  if (!rights.create) return <Result status="403" title={t('guard.noAccess')} extra={<Link to={back}>{t('registry.toList')}</Link>} />;
  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>
          <Link to={back}>{definition.label[lang]}</Link> / {t('registry.newTitle')}
        </Typography.Title>
      </div>
      <Card style={{ maxWidth: 760 }}>
        <RecordForm
          definition={definition}
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
      </Card>
    </div>
  );
}
