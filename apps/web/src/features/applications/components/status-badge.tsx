import {
  AuditOutlined,
  BankOutlined,
  CarOutlined,
  CarryOutOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DollarOutlined,
  EditOutlined,
  EyeOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  OrderedListOutlined,
  PauseCircleOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  StopOutlined,
  SwapOutlined,
  SyncOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { POSITION_STATUSES } from '@app/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../../shared/ui/color-tag.tsx';
import { statusDisplay } from '../model/status.ts';
import type { PositionView } from '../model/types.ts';

const ICONS: Record<string, ComponentType> = {
  audit: AuditOutlined,
  bank: BankOutlined,
  car: CarOutlined,
  'carry-out': CarryOutOutlined,
  'check-circle': CheckCircleOutlined,
  'check-square': CheckSquareOutlined,
  'close-circle': CloseCircleOutlined,
  delete: DeleteOutlined,
  dollar: DollarOutlined,
  edit: EditOutlined,
  eye: EyeOutlined,
  'file-done': FileDoneOutlined,
  'file-text': FileTextOutlined,
  home: HomeOutlined,
  inbox: InboxOutlined,
  'ordered-list': OrderedListOutlined,
  'pause-circle': PauseCircleOutlined,
  rollback: RollbackOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  send: SendOutlined,
  stop: StopOutlined,
  swap: SwapOutlined,
  sync: SyncOutlined,
  wallet: WalletOutlined,
  warning: WarningOutlined,
};

/** A status tag with the colour and icon of the spec's display map. */
export function StatusTag({ code, label, color, icon }: { code: string; label?: string; color?: string | null; icon?: string | null }) {
  const { i18n } = useTranslation();
  const display = statusDisplay(code);
  const Icon = ICONS[icon ?? display?.icon ?? ''];
  const text = label ?? (display ? (i18n.language === 'en' ? display.en : display.ru) : code);
  return (
    <ColorTag color={color ?? display?.color} icon={Icon ? <Icon /> : undefined} data-status={code}>
      {text}
    </ColorTag>
  );
}

/** A position's status: the spec's name in the UI language (the server's name for an unknown code). */
export function PositionStatusTag({ status, icon }: { status: PositionView['status']; icon?: string | null }) {
  const { i18n } = useTranslation();
  const s = POSITION_STATUSES.find((x) => x.code === status.code);
  return <StatusTag code={status.code} label={s ? (i18n.language === 'en' ? s.en : s.ru) : status.name} color={status.color} icon={icon} />;
}
