import type { FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode, ValidationErrors } from '../../src/shared/api/contract.ts';

/**
 * What a call answers, as plain data: services return it and stay free of Fastify, and the
 * idempotency store can keep and replay it unchanged.
 */
export type ApiAnswer<T = unknown> = { status: number; body: T | ApiErrorBody; headers?: Record<string, string> };

/**
 * docs/behaviour.md#errors codes plus the aliases the client maps (TOKEN_EXPIRED and REFRESH_TOKEN_INVALID mean
 * SESSION_EXPIRED) and one the client shows as a generic error.
 */
export type ServerErrorCode = ErrorCode | 'TOKEN_EXPIRED' | 'REFRESH_TOKEN_INVALID' | 'IDEMPOTENCY_KEY_REUSED';

export function ok<T>(body: T, status = 200): ApiAnswer<T> {
  return { status, body };
}

export function fail(
  status: number,
  message: string,
  details: { error_code?: ServerErrorCode; errors?: ValidationErrors; headers?: Record<string, string> } = {},
): ApiAnswer<never> {
  const body: ApiErrorBody = { success: false, message };
  if (details.error_code) body.error_code = details.error_code;
  if (details.errors) body.errors = details.errors;
  return details.headers ? { status, body, headers: details.headers } : { status, body };
}

export function send(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  if (answer.headers) reply.headers(answer.headers);
  return reply.code(answer.status).send(answer.body);
}
