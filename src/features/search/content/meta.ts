import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const searchHead = () => pageHead({ path: '/search', title: t`Arama`, description: t`Deneylerde, araçlarda, orman sayfalarında ve blogda arayın.` });
