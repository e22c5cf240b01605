import { Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { typesFor } from '../model/type-filter.ts';
import type { ApplicationType } from '../model/types.ts';

interface Props {
  types: ApplicationType[] | undefined;
  withEquipment: boolean;
  value: number | null;
  onChange: (type: ApplicationType) => void;
  disabled?: boolean;
}

/** Spec 1 §2: the type list (equipment types with equipment; otherwise all but duty). */
export function TypePicker({ types, withEquipment, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  if (!types) return <Spin />;
  const offered = typesFor(types, withEquipment);
  return (
    <Space orientation="vertical">
      <Typography.Text strong>{t('applications.form.pickType')}</Typography.Text>
      <Radio.Group
        aria-label={t('applications.form.type')}
        optionType="button"
        disabled={disabled}
        value={value ?? undefined}
        onChange={(e) => {
          const picked = offered.find((x) => x.id === e.target.value);
          if (picked) onChange(picked);
        }}
        options={offered.map((x) => ({ value: x.id, label: x.label }))}
      />
    </Space>
  );
}
