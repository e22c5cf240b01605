import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/index.ts';
import { rightsReplyFixture, sessionUserFixture } from '../session-user.fixture.ts';
import { toSessionUser } from './session-user.ts';

const rights = (fio: string) => rightsReplyFixture({ fio });

describe('session user (spec 3 §3)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it('maps the rights reply field by field (the two test fixtures describe the same user)', () => {
    expect(toSessionUser(rightsReplyFixture())).toEqual(sessionUserFixture());
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
