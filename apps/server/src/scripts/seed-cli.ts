import { readConfig } from '../plugins/config.ts';
import { openDatabase } from '../plugins/db.ts';
import { seedIfEmpty } from './seed.ts';

/** `npm run seed [-- --scale N]`: creates the demo company on an empty database. */
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await seedIfEmpty(database.db, { scale });
process.stdout.write(seeded ? `Demo company created (scale ${scale}).\n` : 'The database already has users; nothing seeded.\n');
await database.close();
