import type { ErrorCode } from './contract.ts';

/**
 * Alias codes and English server messages that mean a catalogue code (docs/behaviour.md#errors).
 * Compared case-insensitively.
 */
const CODE_ALIASES: Record<string, ErrorCode> = {
  USER_NOT_FOUND: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  WRONG_PASSWORD: 'INVALID_CREDENTIALS',
  AUTHENTICATION_FAILED: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'ACCOUNT_NOT_VERIFIED',
  ACCOUNT_INACTIVE: 'ACCOUNT_SUSPENDED',
  ACCOUNT_LOCKED: 'ACCOUNT_SUSPENDED',
  ACCOUNT_DISABLED: 'ACCOUNT_SUSPENDED',
  TOKEN_EXPIRED: 'SESSION_EXPIRED',
  TOKEN_INVALID: 'SESSION_EXPIRED',
  INVALID_TOKEN: 'SESSION_EXPIRED',
  TOKEN_NOT_VALID: 'SESSION_EXPIRED',
  REFRESH_TOKEN_INVALID: 'SESSION_EXPIRED',
  REFRESH_TOKEN_EXPIRED: 'SESSION_EXPIRED',
  NOT_AUTHENTICATED: 'SESSION_EXPIRED',
  PASSWORD_MISMATCH: 'PASSWORDS_DONT_MATCH',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DONT_MATCH',
  EMAIL_EXISTS: 'EMAIL_ALREADY_EXISTS',
  USER_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  DUPLICATE_EMAIL: 'EMAIL_ALREADY_EXISTS',
  INVALID_EMAIL: 'EMAIL_INVALID',
  PASSWORD_TOO_WEAK: 'WEAK_PASSWORD',
  REQUIRED: 'FIELD_REQUIRED',
  THROTTLED: 'RATE_LIMITED',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
};

const MESSAGE_ALIASES: Record<string, ErrorCode> = {
  'wrong password': 'INVALID_CREDENTIALS',
  'invalid credentials': 'INVALID_CREDENTIALS',
  'invalid email or password': 'INVALID_CREDENTIALS',
  'email or password is incorrect': 'INVALID_CREDENTIALS',
  'user not found': 'INVALID_CREDENTIALS',
  'no active account found with the given credentials': 'INVALID_CREDENTIALS',
  'current password is incorrect': 'CURRENT_PASSWORD_WRONG',
  'this email is already registered': 'EMAIL_ALREADY_EXISTS',
  'user with this email already exists.': 'EMAIL_ALREADY_EXISTS',
  'email already exists': 'EMAIL_ALREADY_EXISTS',
  'password must contain uppercase, lowercase, and numbers': 'WEAK_PASSWORD',
  'password must be at least 8 characters': 'PASSWORD_TOO_SHORT',
  'passwords do not match': 'PASSWORDS_DONT_MATCH',
  'please check your email to verify your account': 'ACCOUNT_NOT_VERIFIED',
  'email not verified': 'ACCOUNT_NOT_VERIFIED',
  'account temporarily suspended. contact support.': 'ACCOUNT_SUSPENDED',
  'account locked': 'ACCOUNT_SUSPENDED',
  'session expired. please log in again.': 'SESSION_EXPIRED',
  'token is invalid or expired': 'SESSION_EXPIRED',
  'given token not valid for any token type': 'SESSION_EXPIRED',
  'please enter a valid email address': 'EMAIL_INVALID',
  'enter a valid email address.': 'EMAIL_INVALID',
  'name must be at least 2 characters': 'NAME_TOO_SHORT',
  'connection error. check your internet.': 'NETWORK_ERROR',
  'server error. please try again later.': 'SERVER_ERROR',
  'something went wrong. please try again.': 'UNKNOWN_ERROR',
};

/** A code from the server, its alias resolved; unknown codes are kept as they are. */
export function canonicalCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return CODE_ALIASES[upper] ?? upper;
}

export function codeForMessage(message: string): ErrorCode | undefined {
  return MESSAGE_ALIASES[message.trim().toLowerCase()];
}

/** docs/behaviour.md#errors status mapping, used when the server names no code. */
export function codeForStatus(status: number | undefined): ErrorCode {
  if (status === undefined || status === 0) return 'NETWORK_ERROR';
  if (status === 401) return 'SESSION_EXPIRED';
  if (status === 403) return 'ACCOUNT_SUSPENDED';
  if (status === 404) return 'INVALID_CREDENTIALS';
  if (status === 429 || status >= 500) return 'SERVER_ERROR';
  return 'UNKNOWN_ERROR';
}
