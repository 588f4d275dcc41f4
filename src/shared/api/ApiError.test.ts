import { describe, expect, it } from 'vitest';
import { normaliseError } from './ApiError.ts';
import { codeForStatus } from './errorCodes.ts';
import { textForCode, translateKnownMessage } from './errorMessages.ts';
import { ERROR_CODES } from './contract.ts';

describe('status mapping (no code from the server)', () => {
  it.each([
    [401, 'SESSION_EXPIRED'],
    [403, 'ACCOUNT_SUSPENDED'],
    [404, 'INVALID_CREDENTIALS'],
    [429, 'SERVER_ERROR'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
    [400, 'UNKNOWN_ERROR'],
    [409, 'UNKNOWN_ERROR'],
    [0, 'NETWORK_ERROR'],
  ])('%i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
    expect(normaliseError({ status, body: null }).code).toBe(code);
  });

  it('a failed fetch or a timeout is NETWORK_ERROR', () => {
    expect(normaliseError({ local: { kind: 'network' } }).code).toBe('NETWORK_ERROR');
    expect(normaliseError({ local: { kind: 'timeout', timeoutMs: 15000 } }).code).toBe('NETWORK_ERROR');
  });
});

describe('aliases', () => {
  it.each([
    ['USER_NOT_FOUND', 'INVALID_CREDENTIALS'],
    ['EMAIL_NOT_VERIFIED', 'ACCOUNT_NOT_VERIFIED'],
    ['ACCOUNT_LOCKED', 'ACCOUNT_SUSPENDED'],
    ['TOKEN_EXPIRED', 'SESSION_EXPIRED'],
    ['REFRESH_TOKEN_INVALID', 'SESSION_EXPIRED'],
    ['PASSWORD_MISMATCH', 'PASSWORDS_DONT_MATCH'],
    ['token_not_valid', 'SESSION_EXPIRED'],
  ])('code %s → %s', (alias, code) => {
    const error = normaliseError({ status: 400, body: { error_code: alias } });
    expect(error.code).toBe(code);
    expect(error.message).toBe(textForCode(code));
  });

  it('an English message such as "Wrong password" maps to INVALID_CREDENTIALS', () => {
    const error = normaliseError({ status: 400, body: { message: 'Wrong password' } });
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.message).toBe('E-posta veya şifre hatalı.');
  });
});

describe('source order of the text', () => {
  const body = { error_code: 'EMAIL_ALREADY_EXISTS', message: 'Sunucunun mesajı', errors: { email: ['Alan hatası'] } };
  it('1. error_code', () => expect(normaliseError({ status: 409, body }).message).toBe('Bu e-posta adresi zaten kayıtlı.'));
  it('2. message', () => expect(normaliseError({ status: 409, body: { ...body, error_code: undefined } }).message).toBe('Sunucunun mesajı'));
  it('3. the first message of the first field', () => {
    const error = normaliseError({ status: 400, body: { errors: { first_name: ['Ad en az 2 karakter olmalıdır.', 'ikinci'], email: ['x'] } } });
    expect(error.message).toBe('Ad en az 2 karakter olmalıdır.');
    expect(error.fieldErrors).toEqual({ first_name: ['Ad en az 2 karakter olmalıdır.', 'ikinci'], email: ['x'] });
  });
  it('4. the local error', () => expect(normaliseError({ local: { kind: 'retries-exhausted' } }).message).toBe('Yeniden deneme sınırına ulaşıldı.'));
  it('5. else NETWORK_ERROR', () => expect(normaliseError({}).message).toBe('Bağlantı hatası. İnternet bağlantınızı kontrol edin.'));
  it('an unknown code gets the generic text when there is no message', () => {
    expect(normaliseError({ status: 400, body: { error_code: 'SOMETHING_NEW' } }).message).toBe('Bir hata oluştu.');
  });
});

describe('conflicts', () => {
  it('keep the server’s current record of a 409 for the person to choose from', () => {
    const error = normaliseError({ status: 409, body: { error_code: 'CONFLICT', current: { version: 3 } } });
    expect(error.code).toBe('CONFLICT');
    expect(error.current).toEqual({ version: 3 });
  });
  it('ignore a current record on any other status', () => {
    expect(normaliseError({ status: 400, body: { current: { version: 3 } } }).current).toBeUndefined();
  });
});

describe('Turkish texts', () => {
  it('exist for every catalogue code', () => {
    for (const code of ERROR_CODES) expect(textForCode(code)).not.toBe('Bir hata oluştu.');
  });
  it('name the missing field', () => expect(textForCode('FIELD_REQUIRED', 'E-posta')).toBe('E-posta alanı zorunludur.'));
  it.each([
    ['Validation failed', 'Doğrulama başarısız oldu.'],
    ['Request failed with status 418', 'İstek 418 durum koduyla başarısız oldu.'],
    ['Network error. Please check your connection.', 'Ağ hatası. Lütfen bağlantınızı kontrol edin.'],
    ['An unexpected error occurred. Please try again.', 'Beklenmeyen bir hata oluştu. Lütfen yeniden deneyin.'],
    ['Request timeout after 15000ms', 'İstek 15000 ms sonra zaman aşımına uğradı.'],
    ['Max retries exceeded', 'Yeniden deneme sınırına ulaşıldı.'],
    ['Failed to submit contact form', 'İletişim formu gönderilemedi.'],
    ['Post not found: ruzgar-enerjisi', 'Yazı bulunamadı: ruzgar-enerjisi'],
    ['Failed to fetch posts', 'Yazılar yüklenemedi.'],
    ['Failed to fetch featured posts', 'Öne çıkan yazılar yüklenemedi.'],
    ['Search failed', 'Arama yapılamadı.'],
    ['Failed to like post', 'Beğeni kaydedilemedi.'],
    ['Failed to bookmark post', 'Yer imi kaydedilemedi.'],
    ['Network error. Please try again.', 'Ağ hatası. Lütfen yeniden deneyin.'],
    ['Authentication failed. Please log in again.', 'Kimlik doğrulanamadı. Lütfen yeniden giriş yapın.'],
    ['Authentication required - please log in again', 'Giriş yapmanız gerekiyor. Lütfen yeniden giriş yapın.'],
    ['No valid authentication token available', 'Geçerli bir oturum anahtarı yok.'],
  ])('"%s"', (english, turkish) => expect(translateKnownMessage(english)).toBe(turkish));
});
