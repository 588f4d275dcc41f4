import { ASSISTANT_DAILY_LIMIT_MAX, ASSISTANT_DAILY_LIMIT_MIN, ASSISTANT_LIMITS } from '../../../src/shared/api/assistant.ts';

// The assistant's Turkish texts (docs/behaviour.md#errors), in one place so the rules and the tests read the same words.

export const CLASS_LIMIT_STAFF_ONLY = 'EtkiBot’un sınıf ayarlarını yalnızca sınıfın öğretmeni ve okul yöneticisi değiştirebilir.';
export const SCHOOL_ADMIN_ONLY = 'Bu ayarı yalnızca okul yöneticisi değiştirebilir.';
export const NO_SCHOOL = 'Hesabınız bir okula bağlı olmadığı için bu ayar değiştirilemez.';
export const FLAGS_STUDENTS_ONLY = 'İşaretlenen soruları yalnızca öğrencilerin cihazları gönderir.';
export const FLAGS_STAFF_ONLY = 'İşaretlenen soruları yalnızca öğretmenler ve okul yöneticileri görebilir.';

export const LIMIT_INVALID = `Günlük soru sınırı ${ASSISTANT_DAILY_LIMIT_MIN} ile ${ASSISTANT_DAILY_LIMIT_MAX} arasında bir tam sayı olmalıdır.`;
export const REVEAL_INVALID = 'Cevap gösterme ayarı açık ya da kapalı (true ya da false) olmalıdır.';
export const CLASS_NOTHING_TO_SAVE = 'Günlük soru sınırını ya da cevap gösterme ayarını gönderin.';
export const SHARE_INVALID = 'Paylaşım ayarı açık ya da kapalı (true ya da false) olmalıdır.';

export const FLAG_ID_REQUIRED = 'Soru kimliği zorunludur.';
export const FLAG_ID_INVALID = 'Soru kimliği geçerli bir UUID olmalıdır.';
export const CATEGORY_INVALID = 'İşaret türü kriz (crisis) ya da uygunsuz dil (profanity) olmalıdır.';
export const TEXT_REQUIRED = 'Soru metni zorunludur.';
export const TEXT_TOO_LONG = `Soru metni en fazla ${ASSISTANT_LIMITS.flagTextMax} karakter olabilir.`;
export const TEXT_UNPRINTABLE = 'Soru metni görünmeyen ya da bozuk karakterler içeremez.';
export const FLAG_TOO_OLD = `Bu soru ${ASSISTANT_LIMITS.flagMaxAgeDays} günden eski olduğu için kaydedilmedi.`;
export const TOO_MANY_FLAGS = 'Bugün çok fazla işaretli soru gönderildi; kalanlar yarın gönderilecek.';

export const CLASS_LIMIT_SAVED = 'Günlük soru sınırı kaydedildi.';
export const REVEAL_ON = 'EtkiBot, birkaç ipucundan sonra örnek soruların cevabını gösterebilecek.';
export const REVEAL_OFF = 'EtkiBot bu sınıfta örnek soruların cevabını göstermeyecek; yalnızca ipucu verecek.';
export const CLASS_SETTINGS_SAVED = 'EtkiBot’un sınıf ayarları kaydedildi.';
export const SHARING_ON = 'Öğretmenler, sınıflarındaki öğrencilerin işaretlenen sorularını görebilecek.';
export const SHARING_OFF = 'Öğretmenler işaretlenen soruları artık görmeyecek; okulunuz için kayıtlı işaretli sorular silindi.';
export const FLAG_STORED = 'Soru, öğretmenlerin görmesi için kaydedildi.';
export const FLAG_ALREADY_STORED = 'Bu soru zaten kayıtlı.';
export const FLAG_NOT_STORED = 'Okulun ayarı kapalı olduğu için soru saklanmadı.';
