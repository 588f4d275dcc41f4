import { SHIPPING_LIMITS } from '../../../src/shared/api/shipping.ts';

// Kit shipping's Turkish texts (docs/behaviour.md#errors), in one place so the rules and the tests read the same words.

export const STAFF_ONLY = 'Kit siparişlerini yalnızca okulun öğretmenleri ve okul yöneticisi görebilir.';
export const ADMIN_ONLY = 'Teslimatı onaylamayı ve sorun bildirmeyi yalnızca okul yöneticisi yapabilir.';

export const AT_LABEL = 'İşlemin zamanı';
export const REASON_INVALID = 'Sorun türü eksik ürün, hasarlı ürün, kayıp ya da diğer olmalıdır.';
export const NOTE_NOT_TEXT = 'Açıklama metin olmalıdır.';
export const NOTE_TOO_LONG = `Açıklama en fazla ${SHIPPING_LIMITS.noteMax} karakter olabilir.`;
export const NOTE_UNPRINTABLE = 'Açıklama görünmeyen ya da bozuk karakterler içeremez.';
export const NOTE_REQUIRED_FOR_OTHER = '“Diğer” sorunlar için kısa bir açıklama yazın.';
export const TOO_OLD = `Bu işlem ${SHIPPING_LIMITS.maxAgeDays} günden eski olduğu için kaydedilmedi.`;

export const CANNOT_CONFIRM = 'Bu sipariş şu anda teslim alındı olarak işaretlenemez; siparişin güncel durumu gösteriliyor.';
export const CANNOT_REPORT = 'Bu sipariş için şu anda sorun bildirilemez; siparişin güncel durumu gösteriliyor.';

export const DELIVERY_CONFIRMED = 'Teslimat onaylandı.';
export const PROBLEM_REPORTED = 'Sorun bildirildi; tedarikçi en kısa sürede sizinle iletişime geçecek.';
