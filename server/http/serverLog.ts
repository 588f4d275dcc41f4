import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Where log lines go: anything with `write`, as pino takes it. */
export type LogSink = { write(line: string): void };

/**
 * Fastify's logger option. With `logger` off (the default) the server still logs errors, at level
 * 'error' only and to stderr: a 5xx must leave a trace, while a busy school's every request must not
 * fill the disk. `logger: true` (LOG=1) logs every request as before.
 */
export function loggerOption(logger: boolean, errorLog: LogSink = process.stderr): FastifyServerOptions['logger'] {
  return logger ? true : { level: 'error', stream: errorLog };
}

/**
 * One line for every 5xx answer with its method, URL and status, whatever produced it (a thrown error,
 * a plugin, or a service answering 500/503 itself); the API's error handler logs the error beside it.
 */
export function logServerErrors(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    request.log.error({ method: request.method, url: request.url, statusCode: reply.statusCode }, 'Sunucu hatasıyla yanıtlandı');
  });
}
