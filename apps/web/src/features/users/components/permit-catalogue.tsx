import { PERMIT_NAMES, PERMIT_SECTIONS, PERMITS, type Permit, type PermitSection } from '@app/contracts';
import { Card, Checkbox, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/index.ts';

const bySection = PERMIT_NAMES.reduce<Record<string, Permit[]>>((acc, name) => {
  const section = PERMITS[name].section;
  acc[section] = [...(acc[section] ?? []), name];
  return acc;
}, {});

/** The permit catalogue by section, with labels, as checkboxes. */
export function PermitCatalogue({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const selected = new Set(value);
  const toggleSection = (names: Permit[], on: boolean) => {
    const next = new Set(selected);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    onChange([...next]);
  };
  return (
    <Row gutter={[12, 12]}>
      {(Object.keys(PERMIT_SECTIONS) as PermitSection[])
        .filter((s) => bySection[s]?.length)
        .map((section) => {
          const names = bySection[section];
          const count = names.filter((n) => selected.has(n)).length;
          return (
            <Col key={section} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={PERMIT_SECTIONS[section][lang]}
                extra={
                  <Checkbox
                    aria-label={`${t('roles.selectAll')}: ${PERMIT_SECTIONS[section][lang]}`}
                    title={t('roles.selectAll')}
                    disabled={disabled}
                    checked={count === names.length}
                    indeterminate={count > 0 && count < names.length}
                    onChange={(e) => toggleSection(names, e.target.checked)}
                  />
                }
              >
                <div style={{ display: 'grid', gap: 6 }}>
                  {names.map((name) => (
                    <Checkbox
                      key={name}
                      disabled={disabled}
                      checked={selected.has(name)}
                      onChange={(e) => toggleSection([name], e.target.checked)}
                    >
                      {PERMITS[name][lang]}{' '}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {name}
                      </Typography.Text>
                    </Checkbox>
                  ))}
                </div>
              </Card>
            </Col>
          );
        })}
    </Row>
  );
}
