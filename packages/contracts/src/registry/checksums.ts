/**
 * Checksums of Russian company and bank codes: INN (10 digits for organizations, 12 for
 * individuals), KPP, OGRN (13) / OGRNIP (15), BIK, and the control key of a settlement or
 * correspondent account, which depends on the bank's BIK (Bank of Russia rules: weights
 * 7, 1, 3 repeated over the 23 digits "BIK part + account"). Pure functions, no library
 * (`ru-validation-codes` has no KPP and no account-key check).
 */

const digitsOf = (value: string) => [...value].map(Number);

function weighted(digits: number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += digits[i] * weights[i];
  return (sum % 11) % 10;
}

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** INN of an organization (10 digits) or an individual / entrepreneur (12 digits). */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const d = digitsOf(value);
  if (value.length === 10) return weighted(d, INN10) === d[9];
  return weighted(d, INN12_1) === d[10] && weighted(d, INN12_2) === d[11];
}

/** Completes 9 (organization) or 10 (individual) leading digits with the INN check digits. */
export function innWithChecksum(head: string): string {
  if (/^\d{9}$/.test(head)) return head + String(weighted(digitsOf(head), INN10));
  if (/^\d{10}$/.test(head)) {
    const first = head + String(weighted(digitsOf(head), INN12_1));
    return first + String(weighted(digitsOf(first), INN12_2));
  }
  throw new Error('innWithChecksum: 9 or 10 digits expected');
}

/** KPP: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. No check digit. */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/**
 * OGRN (13 digits: the last is the number of the first 12 modulo 11, modulo 10) or OGRNIP
 * (15 digits: the first 14 modulo 13, modulo 10). BigInt: 14 digits exceed no double, but
 * staying exact costs nothing.
 */
export function isValidOgrn(value: string): boolean {
  if (!/^(\d{13}|\d{15})$/.test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  const modulus = value.length === 13 ? 11n : 13n;
  return Number((body % modulus) % 10n) === Number(value.at(-1));
}

/** Completes 12 (OGRN) or 14 (OGRNIP) leading digits with the check digit. */
export function ogrnWithChecksum(head: string): string {
  if (!/^(\d{12}|\d{14})$/.test(head)) throw new Error('ogrnWithChecksum: 12 or 14 digits expected');
  const modulus = head.length === 12 ? 11n : 13n;
  return head + String((BigInt(head) % modulus) % 10n);
}

/** BIK: 9 digits starting with 04 (Russia). */
export function isValidBik(value: string): boolean {
  return /^04\d{7}$/.test(value);
}

const ACCOUNT_WEIGHTS = [7, 1, 3] as const;

function accountKeyOk(prefix: string, account: string): boolean {
  const digits = digitsOf(prefix + account);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits[i] * ACCOUNT_WEIGHTS[i % 3]) % 10;
  return sum % 10 === 0;
}

/**
 * A settlement account (20 digits) at the bank with this BIK: the last three digits of
 * the BIK, then the account, weighted 7, 1, 3, 7, 1, 3…; the sum of the products' last
 * digits must end in 0.
 */
export function isValidAccount(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !isValidBik(bik)) return false;
  return accountKeyOk(bik.slice(-3), account);
}

/** A correspondent account (20 digits, starts with 301): "0" and the 5th–6th BIK digits, then the account. */
export function isValidCorrAccount(account: string, bik: string): boolean {
  if (!/^301\d{17}$/.test(account) || !isValidBik(bik)) return false;
  return accountKeyOk(`0${bik.slice(4, 6)}`, account);
}

/** Sets the control key (9th digit) of an account for this BIK; `corr` for a correspondent account. */
export function accountWithKey(account: string, bik: string, corr = false): string {
  if (!/^\d{20}$/.test(account)) throw new Error('accountWithKey: 20 digits expected');
  const prefix = corr ? `0${bik.slice(4, 6)}` : bik.slice(-3);
  for (let key = 0; key <= 9; key++) {
    const candidate = `${account.slice(0, 8)}${key}${account.slice(9)}`;
    if (accountKeyOk(prefix, candidate)) return candidate;
  }
  throw new Error('accountWithKey: no key');
}
