import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from '@locales/tr/apiErrors.po';
import { i18n } from '../i18n/i18n.ts';

// The texts come with this module (and so with the API client) rather than with the shell: the landing page
// makes no API call and does not carry them. Whoever can show one of them has imported this module first.
i18n.load('tr', messages);

/** Turkish text for every catalogue code (docs/behaviour.md#errors "Fallback texts" and the further codes). */
const CODE_TEXT: Record<string, MessageDescriptor> = {
  INVALID_CREDENTIALS: msg`E-posta veya şifre hatalı.`,
  CURRENT_PASSWORD_WRONG: msg`Mevcut şifreniz hatalı.`,
  EMAIL_ALREADY_EXISTS: msg`Bu e-posta adresi zaten kayıtlı.`,
  WEAK_PASSWORD: msg`Şifre büyük harf, küçük harf ve rakam içermelidir.`,
  PASSWORD_TOO_SHORT: msg`Şifre en az 8 karakter olmalıdır.`,
  PASSWORDS_DONT_MATCH: msg`Şifreler eşleşmiyor.`,
  ACCOUNT_NOT_VERIFIED: msg`Hesabınızı doğrulamak için lütfen e-postanızı kontrol edin.`,
  ACCOUNT_SUSPENDED: msg`Hesabınız geçici olarak askıya alındı. Lütfen destek ekibiyle iletişime geçin.`,
  SESSION_EXPIRED: msg`Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.`,
  FIELD_REQUIRED: msg`Zorunlu bir alan eksik.`,
  EMAIL_INVALID: msg`Lütfen geçerli bir e-posta adresi girin.`,
  NAME_TOO_SHORT: msg`Ad en az 2 karakter olmalıdır.`,
  NETWORK_ERROR: msg`Bağlantı hatası. İnternet bağlantınızı kontrol edin.`,
  SERVER_ERROR: msg`Sunucu hatası. Lütfen daha sonra yeniden deneyin.`,
  UNKNOWN_ERROR: msg`Bir şeyler ters gitti. Lütfen yeniden deneyin.`,
  NAME_REQUIRED: msg`Ad soyad zorunludur.`,
  EMAIL_REQUIRED: msg`E-posta adresi zorunludur.`,
  USER_TYPE_INVALID: msg`Lütfen geçerli bir kullanıcı türü seçin.`,
  SUBJECT_REQUIRED: msg`Konu zorunludur.`,
  SUBJECT_TOO_SHORT: msg`Konu en az 5 karakter olmalıdır.`,
  SUBJECT_TOO_LONG: msg`Konu çok uzun.`,
  MESSAGE_REQUIRED: msg`Mesaj zorunludur.`,
  MESSAGE_TOO_SHORT: msg`Mesaj en az 10 karakter olmalıdır.`,
  MESSAGE_TOO_LONG: msg`Mesaj en fazla 1000 karakter olabilir.`,
  PHONE_TOO_LONG: msg`Telefon numarası çok uzun.`,
  CONTACT_SUBMISSION_FAILED: msg`İletişim formu gönderilemedi. Lütfen yeniden deneyin.`,
  VALIDATION_ERROR: msg`Lütfen işaretli alanları düzeltin.`,
  UNAUTHORIZED: msg`Bu işlem için giriş yapmalısınız.`,
  NO_TOKEN: msg`Geçerli bir oturum bulunamadı. Lütfen giriş yapın.`,
  NOT_FOUND: msg`Aradığınız kayıt bulunamadı.`,
  RATE_LIMITED: msg`Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra yeniden deneyin.`,
  CONFLICT: msg`Bu kayıt siz düzenlerken başka bir yerden değiştirildi.`,
  FORBIDDEN: msg`Bu işlem için yetkiniz yok.`,
  PASSWORD_CHANGE_REQUIRED: msg`Devam etmeden önce size verilen tek kullanımlık şifreyi kendi şifrenizle değiştirin.`,
  CLASS_ARCHIVED: msg`Sınıf arşivlendi; bu ödeve artık teslim alınmıyor.`,
  CLASS_TABLET_ACCOUNT: msg`Sınıf tabletinde önce adına dokun, sonra ödevini yap.`,
  ASSIGNMENT_REMOVED: msg`Ödev kaldırıldı`,
  RESTORE_EXPIRED: msg`Kaldırılalı 30 günden fazla oldu; artık geri alınamaz.`,
  ATTENDANCE_DAY_CLOSED: msg`Bu gün okul tatil; yoklama alınmaz.`,
  ATTENDANCE_FUTURE_DAY: msg`Henüz gelmemiş bir günün yoklaması alınamaz.`,
};

const ANY_OTHER = msg`Bir hata oluştu.`;

export const hasCodeText = (code: string): boolean => code in CODE_TEXT;

/** A 429 that says how long to wait: the exact wait, in seconds under a minute, otherwise in whole minutes. */
export function waitText(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return i18n._(msg`Çok fazla deneme yapıldı. Lütfen ${seconds} saniye sonra yeniden deneyin.`);
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return i18n._(msg`Çok fazla deneme yapıldı. Lütfen ${minutes} dakika sonra yeniden deneyin.`);
}

/** The Turkish text of a code; a code the catalogue does not know gets the generic text. */
export function textForCode(code: string, field?: string): string {
  if (code === 'FIELD_REQUIRED' && field) return i18n._(msg`${field} alanı zorunludur.`);
  return i18n._(CODE_TEXT[code] ?? ANY_OTHER);
}

type MessageRule = { pattern: RegExp; text: (match: RegExpMatchArray) => string };

/**
 * docs/behaviour.md#errors "Other messages": English texts of the generic helper, the contact form
 * and the blog, shown in Turkish. Parameters ({n}, {ms}, {slug}) are kept.
 */
const MESSAGE_RULES: MessageRule[] = [
  { pattern: /^Validation failed$/i, text: () => i18n._(msg`Doğrulama başarısız oldu.`) },
  {
    pattern: /^Request failed with status (\d+)$/i,
    text: (m) => {
      const status = m[1] ?? '';
      return i18n._(msg`İstek ${status} durum koduyla başarısız oldu.`);
    },
  },
  { pattern: /^Network error\. Please check your connection\.$/i, text: () => i18n._(msg`Ağ hatası. Lütfen bağlantınızı kontrol edin.`) },
  { pattern: /^An unexpected error occurred\. Please try again\.$/i, text: () => i18n._(msg`Beklenmeyen bir hata oluştu. Lütfen yeniden deneyin.`) },
  {
    pattern: /^Request timeout after (\d+)ms$/i,
    text: (m) => {
      const ms = m[1] ?? '';
      return i18n._(msg`İstek ${ms} ms sonra zaman aşımına uğradı.`);
    },
  },
  { pattern: /^Max retries exceeded$/i, text: () => i18n._(msg`Yeniden deneme sınırına ulaşıldı.`) },
  { pattern: /^Failed to submit contact form$/i, text: () => i18n._(msg`İletişim formu gönderilemedi.`) },
  { pattern: /^Failed to fetch posts$/i, text: () => i18n._(msg`Yazılar yüklenemedi.`) },
  {
    pattern: /^Post not found: (.+)$/i,
    text: (m) => {
      const slug = m[1] ?? '';
      return i18n._(msg`Yazı bulunamadı: ${slug}`);
    },
  },
  { pattern: /^Failed to fetch featured posts$/i, text: () => i18n._(msg`Öne çıkan yazılar yüklenemedi.`) },
  { pattern: /^Search failed$/i, text: () => i18n._(msg`Arama yapılamadı.`) },
  { pattern: /^Failed to like post$/i, text: () => i18n._(msg`Beğeni kaydedilemedi.`) },
  { pattern: /^Failed to bookmark post$/i, text: () => i18n._(msg`Yer imi kaydedilemedi.`) },
  { pattern: /^Network error\. Please try again\.$/i, text: () => i18n._(msg`Ağ hatası. Lütfen yeniden deneyin.`) },
  { pattern: /^Authentication failed\. Please log in again\.$/i, text: () => i18n._(msg`Kimlik doğrulanamadı. Lütfen yeniden giriş yapın.`) },
  { pattern: /^Authentication required - please log in again$/i, text: () => i18n._(msg`Giriş yapmanız gerekiyor. Lütfen yeniden giriş yapın.`) },
  { pattern: /^No valid authentication token available$/i, text: () => i18n._(msg`Geçerli bir oturum anahtarı yok.`) },
  { pattern: /^Login failed$/i, text: () => i18n._(msg`Giriş başarısız oldu.`) },
  { pattern: /^Registration failed$/i, text: () => i18n._(msg`Kayıt başarısız oldu.`) },
  { pattern: /^Email not found in system$/i, text: () => i18n._(msg`Bu e-posta adresi sistemde kayıtlı değil.`) },
  { pattern: /^Failed to send reset email$/i, text: () => i18n._(msg`Şifre sıfırlama e-postası gönderilemedi.`) },
  { pattern: /^Subscription failed$/i, text: () => i18n._(msg`Bülten aboneliği başarısız oldu.`) },
  { pattern: /^Profile update failed$/i, text: () => i18n._(msg`Profil güncellenemedi.`) },
];

/** The Turkish text for a known English message, or undefined to show the message as it came. */
export function translateKnownMessage(message: string): string | undefined {
  for (const rule of MESSAGE_RULES) {
    const match = message.trim().match(rule.pattern);
    if (match) return rule.text(match);
  }
  return undefined;
}
