import { SettingOutlined } from '@ant-design/icons';
import { listColumns, type RegistryDefinition } from '@app/contracts';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ColumnChooserProps {
  definition: RegistryDefinition;
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Which list columns to show; the title column always stays. */
export function ColumnChooser({ definition, hidden, onChange }: ColumnChooserProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const choices = listColumns(definition).filter((f) => f.name !== definition.title);
  const content = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={choices.filter((f) => !hidden.includes(f.name)).map((f) => f.name)}
      options={choices.map((f) => ({ value: f.name, label: f.label[lang] }))}
      onChange={(shown) => onChange(choices.map((f) => f.name).filter((n) => !shown.includes(n)))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('registry.columns')}>
      <Button icon={<SettingOutlined />}>{t('registry.columns')}</Button>
    </Popover>
  );
}
