// Announcements' Turkish texts (docs/behaviour.md#errors), in one place so the rules and the tests read the same words.

export const STAFF_ONLY = 'Duyuruyu yalnızca öğretmenler ve okul yöneticisi yazabilir.';
export const SCHOOL_ADMIN_ONLY = 'Tüm okula duyuruyu yalnızca okul yöneticisi yazabilir.';

export const AUDIENCE_INVALID = 'Duyurunun kime gideceğini seçin: bir sınıf, bir sınıf düzeyi ya da tüm okul.';
export const CLASS_INVALID = 'Sınıf seçimi geçersiz.';
export const GRADE_INVALID = 'Sınıf düzeyi 1 ile 12 arasında olmalıdır.';
export const LINK_INVALID = 'Bağlantı bir ödev ya da bir deney olmalıdır.';
export const ASSIGNMENT_INVALID = 'Ödev seçimi geçersiz.';
export const EXPERIMENT_INVALID = 'Deney kimliği geçersiz.';

export const TITLE_LABEL = 'Başlık';
export const BODY_LABEL = 'Duyuru metni';
export const DUE_LABEL = 'Son tarih';
