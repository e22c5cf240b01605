import { candidatePosts, entryLines, type HrHiredAccount } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { generatePassword } from '../../shared/passwords.ts';
import { createUser } from '../users/index.ts';
import { type CandidateRecord, findActiveVacancy, findLoginsLike, setUserDepartment } from './candidates.repository.ts';
import { loginBase } from './recruiting.policy.ts';

/**
 * Hiring (issue 17): the new employee's user account, made by the users module's administration
 * (`createUser`: history row, password to change at first sign-in). Login from the transliterated
 * name (`ivanov.ps`, then `ivanov.ps2`…); post, organization and department from the vacancy (else
 * the candidate's first post). The temporary password is answered once, never stored in the clear.
 */
export async function hireAccount(db: Db, actor: SessionUser, candidate: CandidateRecord): Promise<HrHiredAccount> {
  const vacancy = candidate.vacancy_id ? await findActiveVacancy(db, candidate.vacancy_id) : undefined;
  const base = loginBase(candidate.full_name);
  const taken = await findLoginsLike(db, base);
  let login = base;
  for (let n = 2; taken.has(login); n++) login = `${base}${n}`;
  const password = generatePassword();
  const { id } = await createUser(db, actor, {
    login,
    fio: candidate.full_name,
    email: entryLines(candidate.emails)[0] ?? null,
    phone: entryLines(candidate.phones)[0] ?? null,
    telegram: entryLines(candidate.telegrams)[0] ?? null,
    post: vacancy?.post ?? candidatePosts(candidate)[0] ?? null,
    organization_ids: vacancy?.organization_id ? [vacancy.organization_id] : undefined,
    password,
  });
  if (vacancy?.department_id) await setUserDepartment(db, id, vacancy.department_id);
  return { user_id: id, login, password };
}
