import type { ApiErrorBody } from '../../../src/shared/api/contract.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';

/**
 * Anything the caller may not see answers the same 404 as what does not exist (docs/architecture.md#the-two-outboxes): a 403
 * would confirm that another teacher's class or another child's work is there.
 */
export const notFound = (): ApiAnswer<never> => fail(404, 'Aradığınız kayıt bulunamadı.', { error_code: 'NOT_FOUND' });

/** For a call the caller's role may never make, or a change only the class's teacher may make. */
export const forbidden = (message: string): ApiAnswer<never> => fail(403, message, { error_code: 'FORBIDDEN' });

export type ConflictBody<T> = ApiErrorBody & { success: false; error_code: 'CONFLICT'; current: T };

/** 409 with the server's current record, so the client can show both versions to choose from (docs/architecture.md#the-two-outboxes). */
export function conflict<T>(message: string, current: T): ApiAnswer<ConflictBody<T>> {
  return { status: 409, body: { success: false, error_code: 'CONFLICT', message, current } };
}

export const TEACHER_ONLY = 'Bu işlemi yalnızca sınıfın öğretmeni yapabilir.';

/** A path id: a positive integer, else nothing (which answers 404 like an unknown id). */
export function idFrom(text: string | undefined): number | undefined {
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
}
