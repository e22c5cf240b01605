import type { RightsReply } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/index.ts';
import { toSessionUser } from './session-user.ts';

const rights = (fio: string) =>
  ({
    c_token: 'c',
    id: 7,
    fio,
    avatar: null,
    permits: {},
    can_sign: 0,
    type: 2,
    organizations: [],
    check_password_change: 0,
  }) as unknown as RightsReply;

describe('session user (spec 3 §3)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('keeps the full name from the rights', () => {
    expect(toSessionUser(rights('Иванов Иван')).name).toBe('Иванов Иван');
  });

  it('an account without a name is "Пользователь" (through i18n: "User" in English)', async () => {
    expect(toSessionUser(rights('')).name).toBe('Пользователь');
    await i18n.changeLanguage('en');
    expect(toSessionUser(rights('')).name).toBe('User');
  });
});
