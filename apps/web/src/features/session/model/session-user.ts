import { normalizePermits, type RightsReply } from '@app/contracts';
import { i18n } from '../../../shared/i18n/index.ts';

/** Spec 3 §3 "Session user", built from the rights reply. */
export interface SessionUser {
  id: number;
  name: string;
  image: string | null;
  canSign: boolean;
  organizations: { id: number; name: string }[];
  type: number;
  email: string | null;
  telegram: string | null;
  wasUserId: number | null;
  twoFACompany: boolean;
  generalFeedbackDate: string | null;
  autoScrollAfterSign: boolean;
  phone: string | null;
  permits: Record<string, number>;
  checkPasswordChange: boolean;
  cToken: string;
}

/** The name shown for an account without a full name (spec 3 §3: "Пользователь"). */
export const defaultUserName = (): string => i18n.t('session.defaultUserName');

export function toSessionUser(r: RightsReply): SessionUser {
  return {
    id: r.id,
    name: r.fio || defaultUserName(),
    image: r.avatar ?? null,
    canSign: Boolean(r.can_sign),
    organizations: r.organizations ?? [],
    type: Number(r.type),
    email: r.email ?? null,
    telegram: r.telegram ?? null,
    wasUserId: r.was_user_id ?? null,
    twoFACompany: Boolean(r['2fa_company']),
    generalFeedbackDate: r.general_feedback_date ?? null,
    autoScrollAfterSign: Boolean(r.auto_scroll),
    phone: r.phone ?? null,
    permits: normalizePermits(r.permits ?? {}),
    checkPasswordChange: Number(r.check_password_change) === 1,
    cToken: r.c_token,
  };
}
