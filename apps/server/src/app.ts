import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accessRoutes } from './modules/access/index.ts';
import { applicationsRoutes } from './modules/applications/index.ts';
import { approvalsRoutes } from './modules/approvals/index.ts';
import { attachmentsRoutes, attachmentUploadRoutes } from './modules/attachments/index.ts';
import { authRoutes, createAuthService, createForcedLogout, createSessionSockets, forcedLogoutRoutes } from './modules/auth/index.ts';
import { basesRoutes } from './modules/bases/index.ts';
import { budgetingRoutes } from './modules/budgeting/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { cateringRoutes } from './modules/catering/index.ts';
import { chatRoutes, chatUploadRoutes, createChat } from './modules/chat/index.ts';
import { companyRoutes } from './modules/company/index.ts';
import { contactsRoutes } from './modules/contacts/index.ts';
import { contractCasesRoutes } from './modules/contract-cases/index.ts';
import { contractsRoutes } from './modules/contracts/index.ts';
import { dictionariesRoutes } from './modules/dictionaries/index.ts';
import { directoryRoutes } from './modules/directory/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { driveRoutes, driveUploadRoutes } from './modules/drive/index.ts';
import { dtpRoutes } from './modules/dtp/index.ts';
import { equipmentActsRoutes, equipmentRoutes } from './modules/equipment/index.ts';
import { extractsRoutes } from './modules/extracts/index.ts';
import { favouritesRoutes } from './modules/favourites/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { invoiceDirectoriesRoutes } from './modules/invoice-directories/index.ts';
import { invoicesRoutes } from './modules/invoices/index.ts';
import { knowledgeRoutes } from './modules/knowledge/index.ts';
import { linksRoutes } from './modules/links/index.ts';
import { networkLinksRoutes } from './modules/network-links/index.ts';
import { newsRoutes } from './modules/news/index.ts';
import { nomenclatureRoutes } from './modules/nomenclature/index.ts';
import { createNotifications, notificationsRoutes } from './modules/notifications/index.ts';
import { attachObjectAccess } from './modules/objects/index.ts';
import { partnersRoutes } from './modules/partners/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { projectsRoutes } from './modules/projects/index.ts';
import { recruitingRoutes } from './modules/recruiting/index.ts';
import { serversRoutes } from './modules/servers/index.ts';
import { signersRoutes } from './modules/signers/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { tagsRoutes } from './modules/tags/index.ts';
import { tasksRoutes } from './modules/tasks/index.ts';
import { trashRoutes } from './modules/trash/index.ts';
import { userLookupRoutes, usersRoutes } from './modules/users/index.ts';
import { warehouseExtraRoutes, warehouseRoutes } from './modules/warehouse/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerBodies } from './plugins/body.ts';
import type { AppConfig } from './plugins/config.ts';
import { type Database, openDatabase } from './plugins/db.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { createLocalStorage, type FileStorage } from './plugins/files.ts';
import { registerHostileInputGuard } from './plugins/hostile-input.ts';
import { createJobs, type Jobs } from './plugins/jobs.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRealtime, type Realtime } from './plugins/realtime.ts';
import { registerRights } from './plugins/rights.ts';
import { NotFound } from './shared/errors.ts';

export interface AppContext {
  app: FastifyInstance;
  database: Database;
  realtime: Realtime;
  jobs: Jobs;
  storage: FileStorage;
}

/** Builds the whole server: infrastructure plugins first, then every module under /api. */
/**
 * Hashed build assets never change under their name: browsers keep them a year without asking.
 * Everything else (index.html, the service worker, the manifest) is revalidated on every use,
 * so a deploy reaches users on their next visit.
 */
export const cacheControlOf = (filePath: string) =>
  /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';

export async function buildApp(config: AppConfig): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, loadDataDir: config.pgliteTemplate });
  const filesRoot = config.dataDir === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'files-')) : path.join(config.dataDir, 'files');
  const storage = createLocalStorage(filesRoot);

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db } = database;
  const auth = createAuthService(db, {
    attempts: config.loginAttempts,
    windowMs: config.loginWindowMs,
    accountHourlyMax: config.loginAccountHourlyMax,
    sleep: config.loginSleep,
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd (CSS-in-JS) writes style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'"],
      },
    },
  });
  // API answers of 1 KB and more go brotli or gzip when the browser accepts it (fast brotli
  // level 4: compressing costs less than sending); the web app's files come precompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerErrorHandling(app);
  registerHostileInputGuard(app);
  registerRights(app);
  registerAuth(app, auth.resolveSession);
  await registerBodies(app, { tmpDir: storage.tmpDir, maxFileSize: config.maxUploadBytes });
  await registerOpenApi(app);

  const realtime = await createRealtime(app.server, {
    resolveSession: auth.resolveSession,
    reloadUser: auth.reloadUser,
    redisUrl: config.redisUrl,
    log: app.log,
  });
  const jobs = await createJobs(database, app.log, { start: config.jobs });
  const notifications = createNotifications(db, realtime);
  // Collaboration kit: object access for realtime rooms, chat.
  const detachObjectAccess = attachObjectAccess(realtime);
  app.addHook('onClose', async () => detachObjectAccess());
  const chat = createChat({ db, storage, realtime, notifications });
  const sessionSockets = createSessionSockets(realtime);
  const forcedLogout = createForcedLogout(auth, realtime, sessionSockets, jobs);
  await forcedLogout.startWorker();

  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      // A monitor needs "unavailable", not a generic server fault; the detail goes to the log only.
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: database.kind });
    }
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth, sessionSockets, secureCookies: config.secureCookies });
      await api.register(forcedLogoutRoutes, { forcedLogout });
      // Before the users administration: the route walk of authorization.test.ts deletes role 1 there.
      await api.register(signersRoutes, { db, realtime });
      await api.register(partnersRoutes, { db, realtime });
      await api.register(serversRoutes, { db, realtime });
      // Before the road incidents: their vehicle is a remote field over the equipment registry.
      await api.register(equipmentRoutes, { db, realtime });
      await api.register(equipmentActsRoutes, { db, realtime });
      await api.register(dtpRoutes, { db, realtime });
      await api.register(newsRoutes, { db, realtime });
      await api.register(directoryRoutes, { db, realtime });
      // After the directories: a base's location is a remote field over the locations registry.
      await api.register(basesRoutes, { db, realtime });
      await api.register(projectsRoutes, { db, realtime });
      // After partners, directories and projects: a contract's remote fields point at them.
      await api.register(contractsRoutes, { db, realtime, jobs, notifications, startJobs: config.jobs });
      // After contracts: an original's contract is a remote field over the contracts registry.
      await api.register(contractCasesRoutes, { db, realtime });
      // After partners and projects: a document's remote fields point at them.
      await api.register(documentsRoutes, { db, realtime, storage, notifications });
      await api.register(contactsRoutes, { db, realtime });
      await api.register(usersRoutes, {
        db,
        onBlocked: (userId) => forcedLogout.signOutNow(userId),
        onPasswordReset: (userId) => forcedLogout.signOutNow(userId),
        onRightsChanged: (userIds) => sessionSockets.rightsChanged(userIds),
      });
      await api.register(accessRoutes, { db, realtime, onRightsChanged: (userIds) => sessionSockets.rightsChanged(userIds) });
      await api.register(companyRoutes, { db });
      await api.register(linksRoutes, { db });
      await api.register(driveRoutes, { db, storage });
      await api.register(notificationsRoutes, { notifications });
      await api.register(userLookupRoutes, { db });
      await api.register(chatRoutes, { chat });
      await api.register(tagsRoutes, { db });
      await api.register(networkLinksRoutes, { db });
      await api.register(attachmentsRoutes, { db, storage, realtime });
      await api.register(historyRoutes, { db });
      await api.register(favouritesRoutes, { db });
      await api.register(tasksRoutes, { db, realtime, jobs, notifications, storage, startJobs: config.jobs });
      await api.register(dictionariesRoutes, { db, realtime });
      await api.register(nomenclatureRoutes, { db, realtime });
      await api.register(warehouseRoutes, { db, realtime, jobs, notifications, startJobs: config.jobs });
      await api.register(warehouseExtraRoutes, { db });
      await api.register(invoicesRoutes, { db, realtime, storage });
      await api.register(applicationsRoutes, { db, storage, realtime, notifications });
      await api.register(paymentsRoutes, { db, realtime });
      await api.register(extractsRoutes, { db, realtime });
      await api.register(invoiceDirectoriesRoutes, { db, realtime });
      await api.register(approvalsRoutes, { db, realtime, jobs, notifications, startJobs: config.jobs });
      await api.register(calendarRoutes, { db });
      // Issue 17: recruiting, the knowledge base, the support desk, budgeting, the canteen and the cafe.
      await api.register(recruitingRoutes, { db, realtime, notifications, storage });
      await api.register(knowledgeRoutes, { db, realtime, notifications, storage });
      await api.register(supportRoutes, { db, realtime, notifications, storage, jobs });
      await api.register(budgetingRoutes, { db, realtime, notifications, storage });
      await api.register(cateringRoutes, { db, realtime, notifications, storage });
      await api.register(trashRoutes, { db, realtime, storage, jobs, notifications });
    },
    { prefix: '/api' },
  );
  // Stored files, outside /api: each route checks the session and the object itself.
  await app.register(chatUploadRoutes, { chat });
  await app.register(attachmentUploadRoutes, { db, storage });
  await app.register(driveUploadRoutes, { db, storage });

  const webDist = config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(filePath));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/upload') || request.url.startsWith('/socket.io');
    // A missing asset (an old chunk after a deploy) is a 404, not the page: the web reloads once on it.
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0]);
    if (webDist && request.method === 'GET' && !isApi && !isAsset) {
      // The single-page app answers every other address; its router decides what to show.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    throw new NotFound();
  });

  // Open sockets first: Fastify's server.close() waits for every connection, upgraded ones included.
  app.addHook('preClose', async () => {
    realtime.disconnectAll();
  });
  app.addHook('onClose', async () => {
    await realtime.close();
    await jobs.stop();
    await database.close();
  });

  return { app, database, realtime, jobs, storage };
}
