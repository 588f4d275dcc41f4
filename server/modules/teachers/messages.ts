import { LIMITS } from '../../../src/shared/api/contract.ts';
import { TEACHER_LIMITS } from '../../../src/shared/api/teachers.ts';

// Teacher management's Turkish texts (docs/behaviour.md#errors), in one place so the rules and the tests read the same words.

export const ADMIN_ONLY = 'Öğretmenleri yalnızca okulun yöneticisi yönetebilir.';
export const NO_SCHOOL = 'Öğretmen davet etmek için hesabınızın bir okula bağlı olması gerekir.';
export const NOT_YOURSELF = 'Kendi hesabınızı devre dışı bırakamazsınız.';

export const BRANCH_NOT_TEXT = 'Branş metin olmalıdır.';
export const BRANCH_TOO_SHORT = `Branş en az ${LIMITS.nameMin} karakter olmalıdır.`;
export const BRANCH_TOO_LONG = `Branş en fazla ${TEACHER_LIMITS.branchMax} karakter olabilir.`;
export const BRANCH_UNPRINTABLE = 'Branş görünmeyen ya da bozuk karakterler içeremez.';
export const TEACHER_REQUIRED = 'Sınıfın taşınacağı öğretmeni seçin.';
export const TARGET_INACTIVE = 'Sınıf yalnızca etkin bir öğretmene taşınabilir.';

export const INVITED = 'Öğretmen hesabı oluşturuldu. Tek kullanımlık şifreyi öğretmene iletin; bu şifre bir daha gösterilmeyecek.';
export const PASSWORD_RESET = 'Yeni tek kullanımlık şifre oluşturuldu. Öğretmenin açık oturumları kapatıldı; bu şifre bir daha gösterilmeyecek.';
export const PASSWORD_NOT_SHOWN_AGAIN =
  'Bu işlem daha önce yapıldı. Tek kullanımlık şifre güvenlik nedeniyle yeniden gösterilemez; gerekirse öğretmen için yeni bir şifre oluşturun.';
export const DEACTIVATED = 'Öğretmen hesabı devre dışı bırakıldı; açık oturumları kapatıldı.';
export const REACTIVATED = 'Öğretmen hesabı yeniden etkinleştirildi.';
export const CLASS_MOVED = 'Sınıf yeni öğretmenine taşındı.';
