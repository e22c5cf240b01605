import { z } from 'zod';

export const loginBody = z.object({
  login: z.string().trim().min(1, 'field.fillRequired'),
  password: z.string().min(1, 'field.fillRequired'),
  code: z.string().trim().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Answer of POST /api/login. `token_expired` is `yyyy-MM-dd HH:mm:ss` in UTC. */
export interface LoginReply {
  token: string;
  token_expired: string;
}

/** A two-factor step is needed: the client asks for the code and posts again with it. */
export interface LoginNeedsCode {
  need_code: true;
  /** Present when the user has not enrolled yet: an otpauth:// URI to show as a QR code. */
  otpauth_uri?: string;
}

/** Spec 1 §3: the server rights reply of GET /api/?get_rights=1. */
export interface RightsReply {
  c_token: string;
  id: number;
  fio: string;
  avatar: string | null;
  permits: Record<string, number | number[]>;
  can_sign: number;
  type: number;
  organizations: { id: number; name: string }[];
  email: string | null;
  telegram: string | null;
  was_user_id: number | null;
  '2fa_company': number;
  general_feedback_date: string | null;
  auto_scroll: number;
  phone: string | null;
  check_password_change: number;
}

export const changePasswordBody = z.object({
  old_password: z.string().min(1, 'field.fillRequired'),
  new_password: z.string().min(8, 'password.tooShort').max(200),
});

export interface CompanyParams {
  name: string;
  name_template: string;
  export_datatable: number;
  unchangeable_name: number;
  show_for_use_snab_list: number;
  'tickets.checklist_restriction_use': number;
  'tickets.accept_task_without_reason': number;
  no_necessary_odometer: number;
  two_factor_required: number;
  password_max_age_days: number;
}

/** Error envelopes of the API (ARCHITECTURE.md "API conventions"). */
export interface RefusalReply {
  error: true;
  result_content: string;
  request_id?: string;
}
export interface ValidationReply {
  errors: Record<string, string[]>;
}
export interface TokenReply {
  token: false;
}
