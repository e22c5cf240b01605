import { EQUIPMENT_ACT_KINDS, EQUIPMENT_ACT_STATES, EQUIPMENT_CONDITIONS } from '@app/contracts';
import { Tag } from 'antd';
import { useLanguage } from '../../../shared/i18n/index.ts';

const VOCABULARIES = { kind: EQUIPMENT_ACT_KINDS, state: EQUIPMENT_ACT_STATES, condition: EQUIPMENT_CONDITIONS } as const;

/** An act's kind, state or condition as a coloured tag with its name in the interface language. */
export function ActTag({ of, value }: { of: keyof typeof VOCABULARIES; value: string }) {
  const [lang] = useLanguage();
  const item = (VOCABULARIES[of] as readonly { value: string; ru: string; en: string; color: string }[]).find((v) => v.value === value);
  return <Tag color={item?.color}>{item?.[lang] ?? value}</Tag>;
}
