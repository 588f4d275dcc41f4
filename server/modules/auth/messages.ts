import { fail, type ApiAnswer } from '../../http/answer.ts';

export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kayıtlı.';
export const ACCOUNT_SUSPENDED = 'Hesabınız okul yöneticiniz tarafından devre dışı bırakıldı. Lütfen okul yönetiminizle görüşün.';

export function emailTaken(): ApiAnswer<never> {
  return fail(409, EMAIL_TAKEN, { error_code: 'EMAIL_ALREADY_EXISTS', errors: { email: [EMAIL_TAKEN] } });
}

export function refreshRejected(): ApiAnswer<never> {
  return fail(401, 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.', { error_code: 'REFRESH_TOKEN_INVALID' });
}
