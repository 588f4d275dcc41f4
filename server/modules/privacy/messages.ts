// The privacy calls' Turkish messages, in one place.

export const CONFIRM_NAME_REQUIRED = 'Silmeyi onaylamak için öğrencinin adını ve soyadını yazın.';
export const CONFIRM_NAME_MISMATCH = 'Yazılan ad, öğrencinin adıyla aynı değil. Silme yapılmadı.';
export const CONFIRM_NAME_TOO_LONG = 'Onay için yazılan ad çok uzun.';
export const DRY_RUN_NOT_BOOLEAN = 'dry_run alanı true ya da false olmalıdır.';
export const ERASED = 'Öğrencinin kişisel verileri silindi; sınıfın ortalamaları için notları ve yoklaması adsız olarak kaldı.';
export const DRY_RUN = 'Silme yapılmadı: silinecekler aşağıdadır.';
export const ALREADY_ERASED = 'Bu öğrencinin verileri daha önce silinmişti.';
/** Who a log row names when that account no longer exists. */
export const GONE_ACCOUNT = 'Silinmiş hesap';
