import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiContext } from '../apiContext.ts';
import { fail, send } from '../http/answer.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { announcementRoutes } from './announcements/routes.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { blogRoutes } from './blog/routes.ts';
import { classroomRoutes } from './classroom/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { limitAnonymousWrites } from './limitWrites.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { progressRoutes } from './progress/routes.ts';
import { schoolRoutes } from './schools/routes.ts';
import { shippingRoutes } from './shipping/routes.ts';
import { teacherRoutes } from './teachers/routes.ts';

const CLIENT_ERRORS: Record<number, string> = {
  400: 'İstek gövdesi geçerli bir JSON değil.',
  413: 'İstek gövdesi çok büyük.',
  415: 'İstek gövdesi JSON (application/json) olmalıdır.',
};

/**
 * Every `/api` call of docs/behaviour.md#api-calls. Registered as its own plugin so its error handler, 404 and
 * cache rule apply to the API only, never to the app's pages.
 */
export function apiRoutes(context: ApiContext) {
  return async (api: FastifyInstance): Promise<void> => {
    // Per-user answers must never sit in a shared or browser cache; blog reads opt in to revalidation.
    api.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    // Before the routes, so it covers them; before the body is read, so a refused flood costs little.
    api.addHook('onRequest', limitAnonymousWrites(context));

    api.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(reply, fail(status, CLIENT_ERRORS[status] ?? 'Geçersiz istek.', { error_code: 'VALIDATION_ERROR' }));
      }
      // Details go to the log only: a stack trace in an answer would show the server's insides.
      request.log.error(error);
      return send(reply, fail(500, 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.', { error_code: 'SERVER_ERROR' }));
    });

    authRoutes(api, context);
    schoolRoutes(api, context);
    contactRoutes(api, context);
    newsletterRoutes(api, context);
    blogRoutes(api, context);
    classroomRoutes(api, context);
    progressRoutes(api, context);
    assistantRoutes(api, context);
    announcementRoutes(api, context);
    notificationRoutes(api, context);
    shippingRoutes(api, context);
    analyticsRoutes(api, context);
    teacherRoutes(api, context);
    privacyRoutes(api, context);

    // More specific than the static files' `/*`, so an unknown API path answers JSON, not the app shell.
    api.all('/api/*', async (_request, reply) => send(reply, fail(404, 'İstenen API adresi bulunamadı.', { error_code: 'NOT_FOUND' })));
  };
}
