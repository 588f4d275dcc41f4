import type { SchoolResolveRequest, SchoolResolveResponse, User } from '@/shared/api/contract.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { login, type FlowResult } from '../../model/authFlows.ts';
import { resolveSchoolCall } from '../../api.ts';
import { SCHOOL_LOGIN_CODES, type SchoolLoginOutput } from '../../model/validation/schoolLogin.ts';

/** What the form shows on failure: the server's text when it gave one, else a docs/behaviour.md#errors code. */
export type SchoolSignInFailure =
  | { success: false; message: string; code?: undefined }
  | { success: false; code: (typeof SCHOOL_LOGIN_CODES)[Exclude<keyof typeof SCHOOL_LOGIN_CODES, 'missingInfo' | 'schoolListFailed'>]; message?: undefined };

export type SchoolSignInResult = { success: true; user: User } | SchoolSignInFailure;

export type SchoolSignInDeps = {
  resolve: (body: SchoolResolveRequest) => Promise<SchoolResolveResponse>;
  login: (body: { email: string; password: string }) => Promise<FlowResult>;
};

const defaultDeps: SchoolSignInDeps = { resolve: resolveSchoolCall, login };

// No answer, or the server broke (5xx, or 429 after the retries): its text, if any, is not for users.
const serverFault = (error: ApiError) => error.isNetworkError || error.code === 'SERVER_ERROR';
const SERVER_ERROR: SchoolSignInFailure = { success: false, code: SCHOOL_LOGIN_CODES.serverError };

/**
 * docs/behaviour.md#sessions-and-flows school login: resolve school + level + account type to the account's
 * e-mail, then sign in with it and the password. Failures follow docs/behaviour.md#errors:
 * resolve failed, success false or no e-mail → the server's message or
 * 'E-POSTA ÇÖZÜMLEME HATASI'; sign-in failed → its error or 'GİRİŞ_BAŞARISIZ';
 * no connection or an exception → 'SUNUCU HATASI'.
 */
export async function schoolSignIn(values: SchoolLoginOutput, deps: SchoolSignInDeps = defaultDeps): Promise<SchoolSignInResult> {
  let answer: SchoolResolveResponse | null | undefined;
  try {
    answer = await deps.resolve({ school_slug: values.school, level: values.level, role: values.role });
  } catch (error) {
    if (!(error instanceof ApiError) || serverFault(error)) return SERVER_ERROR;
    return error.message ? { success: false, message: error.message } : { success: false, code: SCHOOL_LOGIN_CODES.resolveFailed };
  }
  const email = answer?.success ? answer.email?.trim() : undefined;
  if (!email) {
    const message = answer?.message?.trim();
    return message ? { success: false, message } : { success: false, code: SCHOOL_LOGIN_CODES.resolveFailed };
  }

  try {
    const result = await deps.login({ email, password: values.password });
    if (result.success) return result;
    if (serverFault(result.error)) return SERVER_ERROR;
    return result.error.message ? { success: false, message: result.error.message } : { success: false, code: SCHOOL_LOGIN_CODES.loginFailed };
  } catch {
    return SERVER_ERROR;
  }
}
