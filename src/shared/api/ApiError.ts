import type { ValidationErrors } from './contract.ts';
import { canonicalCode, codeForMessage, codeForStatus } from './errorCodes.ts';
import { hasCodeText, textForCode, translateKnownMessage, waitText } from './errorMessages.ts';

/** Why a call failed without an answer from the server. */
export type LocalFailure = { kind: 'network' | 'timeout' | 'retries-exhausted' | 'unexpected'; timeoutMs?: number };

/** A failed call, normalised to a catalogue code and a Turkish text. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly fieldErrors: ValidationErrors;
  /** True when no answer came back (offline, timeout): the session must survive this. */
  readonly isNetworkError: boolean;
  /** From a 429's (or 503's) Retry-After header: how many seconds the server asked us to wait. */
  readonly retryAfterSeconds: number | undefined;
  /** A 409 CONFLICT's `current`: the record as the server now has it, for the person to choose between (docs/architecture.md#the-two-outboxes). */
  readonly current: unknown;

  constructor(init: {
    code: string;
    message: string;
    status?: number;
    fieldErrors?: ValidationErrors;
    isNetworkError?: boolean;
    retryAfterSeconds?: number;
    current?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.isNetworkError = init.isNetworkError ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.current = init.current;
  }
}

type ErrorBody = { error_code?: unknown; message?: unknown; errors?: unknown; detail?: unknown; current?: unknown } | null | undefined;

const asText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

function fieldErrorsOf(body: ErrorBody): ValidationErrors {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: ValidationErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
    if (list.length) result[field] = list.map((item) => translateKnownMessage(item) ?? item);
  }
  return result;
}

function localText(local: LocalFailure): string {
  switch (local.kind) {
    case 'timeout':
      return translateKnownMessage(`Request timeout after ${local.timeoutMs ?? 15000}ms`) ?? textForCode('NETWORK_ERROR');
    case 'retries-exhausted':
      return translateKnownMessage('Max retries exceeded') ?? textForCode('NETWORK_ERROR');
    case 'unexpected':
      return translateKnownMessage('An unexpected error occurred. Please try again.') ?? textForCode('UNKNOWN_ERROR');
    default:
      return textForCode('NETWORK_ERROR');
  }
}

/**
 * docs/behaviour.md#errors: the text comes from error_code, then message, then the first field
 * error, then the local failure, else NETWORK_ERROR. The code comes from
 * error_code (aliases resolved), a known message, or the status mapping.
 */
export function normaliseError({
  status,
  body,
  local,
  retryAfterSeconds,
}: {
  status?: number;
  body?: ErrorBody;
  local?: LocalFailure;
  retryAfterSeconds?: number;
}): ApiError {
  const fieldErrors = fieldErrorsOf(body);
  const serverCode = asText(body?.error_code);
  const serverMessage = asText(body?.message) ?? asText(body?.detail);
  const firstFieldError = Object.values(fieldErrors)[0]?.[0];
  const noAnswer = status === undefined || status === 0;

  let code: string;
  let message: string;
  if (serverCode) {
    code = canonicalCode(serverCode);
    message = hasCodeText(code) ? textForCode(code) : (serverMessage && (translateKnownMessage(serverMessage) ?? serverMessage)) || textForCode(code);
  } else if (serverMessage) {
    code = codeForMessage(serverMessage) ?? codeForStatus(status);
    message = codeForMessage(serverMessage) ? textForCode(code) : (translateKnownMessage(serverMessage) ?? serverMessage);
  } else if (firstFieldError) {
    code = status === 400 || status === 422 ? 'VALIDATION_ERROR' : codeForStatus(status);
    message = firstFieldError;
  } else if (local) {
    code = 'NETWORK_ERROR';
    message = localText(local);
  } else {
    code = noAnswer ? 'NETWORK_ERROR' : codeForStatus(status);
    message = textForCode(code);
  }
  // Saying exactly how long to wait beats "a few minutes" (a class signing in at once meets this).
  if (retryAfterSeconds !== undefined && (code === 'RATE_LIMITED' || status === 429)) {
    code = 'RATE_LIMITED';
    message = waitText(retryAfterSeconds);
  }
  const current = status === 409 ? body?.current : undefined;
  return new ApiError({ code, message, status, fieldErrors, isNetworkError: noAnswer, retryAfterSeconds, current });
}
