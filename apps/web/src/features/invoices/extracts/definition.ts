/** The banks directory's definition, loaded with its first page (kept out of the login route's bundle). */
export { banksRegistry } from '@app/contracts';
