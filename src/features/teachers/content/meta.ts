import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** The page's head tags, built by its loader once the words are there (a private page: noindex by its path). */
export const teachersHead = () =>
  pageHead({ path: '/manage-teachers', title: t`Öğretmenler`, description: t`Okulunuzun öğretmenleri: davet, devre dışı bırakma ve sınıf taşıma.` });
