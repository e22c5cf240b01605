import type { RightsReply } from '@app/contracts';
import type { SessionUser } from './model/session-user.ts';

/**
 * Test-only fixtures of the session (`*.fixture.ts`: imported by tests and other fixtures,
 * never by app code, so no bundle carries them; .dependency-cruiser.cjs enforces it).
 */

/** A signed-in employee (id 7, type 2) with no permits and nothing pending; `patch` changes the rest. */
export function sessionUserFixture(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Иванов Иван Петрович',
    image: null,
    canSign: false,
    organizations: [],
    type: 2,
    email: null,
    telegram: null,
    wasUserId: null,
    twoFACompany: false,
    generalFeedbackDate: null,
    autoScrollAfterSign: false,
    phone: null,
    permits: {},
    checkPasswordChange: false,
    cToken: 'c',
    ...patch,
  };
}

/** The same user as the server's rights reply (`GET /api/?get_rights=1`, spec 1 §3) sends it. */
export function rightsReplyFixture(patch: Partial<RightsReply> = {}): RightsReply {
  return {
    c_token: 'c',
    id: 7,
    fio: 'Иванов Иван Петрович',
    avatar: null,
    permits: {},
    can_sign: 0,
    type: 2,
    organizations: [],
    email: null,
    telegram: null,
    was_user_id: null,
    '2fa_company': 0,
    general_feedback_date: null,
    auto_scroll: 0,
    phone: null,
    check_password_change: 0,
    ...patch,
  };
}
