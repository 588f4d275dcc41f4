import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const helpHead = () => pageHead({ path: '/help', title: t`Yardım`, description: t`Öğrenci, öğretmen, veli ve yöneticiler için yardım konuları.` });
