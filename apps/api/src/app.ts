import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERRORS, setVietnameseValidationMessages } from '@congdoan/shared';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupJobs } from './backup/schedule.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { periodicJobs } from './domain/periodic-jobs.js';
import { registerJobs } from './jobs/plugin.js';
import type { MailSender } from './mail/sender.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { approvalRoutes } from './modules/approvals/routes.js';
import { assistantRoutes } from './modules/assistant/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { categoryRoutes } from './modules/categories/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { eventNoticeRoutes } from './modules/event-notices/routes.js';
import { eventRegistrationRoutes } from './modules/event-registrations/routes.js';
import { eventTypeRoutes } from './modules/event-types/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { lookupRoutes } from './modules/lookup/routes.js';
import { memberRoutes } from './modules/members/routes.js';
import { membershipReportRoutes } from './modules/membership-reports/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { outboxRoutes } from './modules/outbox/routes.js';
import { reportPeriodRoutes } from './modules/report-periods/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { zaloRoutes } from './modules/zalo/routes.js';
import { zaloAccountRoutes } from './modules/zalo-accounts/routes.js';
import { registerOutbox } from './outbox/plugin.js';
import { permissionOf, type RoutePermission, registerAuth } from './plugins/auth.js';
import { REVALIDATE, registerCompression, registerWeb } from './plugins/delivery.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors.js';
import { documentPermissions } from './plugins/openapi.js';
import { answerSerializerCompiler } from './plugins/serializer.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import type { Services } from './services.js';
import { TokenSigner } from './sessions/tokens.js';
import { ZaloOa } from './zalo/oa.js';
import { FollowerSync } from './zalo/sync.js';

/** Every route with the permission it declares; a test fails when one declares nothing. */
export interface RegisteredRoute {
  methods: string[];
  url: string;
  permission: RoutePermission | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** The Zalo OA connection and its follower sync; main.ts starts the periodic sync. */
    zalo: Services['zalo'];
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Replaces the SMTP transport of the e-mail channel (tests read the mails it was given). */
  mail?: MailSender;
}

setVietnameseValidationMessages();

/** Builds the whole API (and the web app when it is built) without listening. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // A hop count trusts that many proxies in front; a list names them.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    return503OnClosing: true,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    registeredRoutes.push({
      methods,
      url: route.url,
      permission: permissionOf(route.url, route.config?.permission),
    });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(config.NODE_ENV === 'test'));
  // First: every request's hooks run in its context, and every route gets the one error handler.
  registerErrorHandler(app);
  // Before any route is registered, so that every route, the documentation's too, is guarded.
  registerTextGuard(app);
  // Before any route too: it adds its hook to each route as the route is registered.
  await registerCompression(app);

  const { db } = database;
  const signer = new TokenSigner(config.JWT_SECRET);
  const zaloOa = new ZaloOa(config, db);
  const zalo = {
    oa: zaloOa,
    sync: new FollowerSync(zaloOa, database, app.log, { intervalMinutes: config.ZALO_SYNC_INTERVAL_MINUTES }),
  };
  app.decorate('zalo', zalo);
  app.addHook('onClose', () => zalo.sync.close());
  const services: Services = {
    config,
    db,
    bus: database.bus,
    signer,
    limiter: new RateLimiter(db),
    zalo,
  };
  registerOutbox(app, database, { config, mail: options.mail });
  registerJobs(
    app,
    [...periodicJobs(database.db, config, app.log), ...backupJobs(database, config, app.log)],
    config,
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API Hệ thống quản lý công đoàn',
        description:
          'Mỗi thao tác ghi rõ quyền cần có (dòng đầu mô tả và `x-permission`) và cách xác thực (`security`). Lỗi: { statusCode, error, message, code }.',
        version: '1',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentPermissions,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, database, signer);

  await app.register(healthRoutes(database.ping));
  await app.register(
    async (api) => {
      await api.register(authRoutes(services));
      await api.register(userRoutes(services));
      await api.register(auditRoutes(services));
      await api.register(dashboardRoutes(services));
      await api.register(analyticsRoutes(services));
      await api.register(assistantRoutes(services));
      await api.register(lookupRoutes(services));
      await api.register(categoryRoutes(services));
      await api.register(roleRoutes(services));
      await api.register(staffRoutes(services));
      await api.register(memberRoutes(services));
      await api.register(approvalRoutes(services));
      await api.register(companyRoutes(services));
      await api.register(organizationRoutes(services));
      await api.register(outboxRoutes(services));
      await api.register(notificationRoutes(services));
      await api.register(zaloRoutes(services));
      await api.register(zaloAccountRoutes(services));
      await api.register(eventTypeRoutes(services));
      await api.register(eventRoutes(services));
      await api.register(reportPeriodRoutes(services));
      await api.register(membershipReportRoutes(services));
      await api.register(eventNoticeRoutes(services));
      await api.register(eventRegistrationRoutes(services));
    },
    { prefix: '/api/v1' },
  );

  const webDist = config.WEB_DIST;
  const serveWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) await registerWeb(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const page = !url.startsWith('/api/') && !url.startsWith('/health/') && !url.startsWith('/assets/');
    if (serveWeb && (request.method === 'GET' || request.method === 'HEAD') && page) {
      // The web app routes on the client: every other page path gets its index.html. A missing
      // asset (a chunk of an older build) is a 404, not a page that would fail as a script.
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: ERRORS.route_not_found.message,
      code: 'route_not_found',
    });
  });
  return app;
}
