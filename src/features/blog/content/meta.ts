import { t } from '@lingui/core/macro';
import type { Article } from '@/shared/api/contract.ts';
import { pageHead } from '@/shared/seo/head.ts';
import type { BlogSearch } from '../model/listSearch.ts';

/** The list's canonical address: page 1 is /blog, later pages keep their number; filters are views of it. */
export const blogListHead = (search: BlogSearch = {}) => {
  const { page } = search;
  return pageHead({
    path: page ? `/blog?page=${page}` : '/blog',
    title: page ? t`Blog – Sayfa ${page}` : t`Blog`,
    description: t`Öğretmenler ve veliler için fen, STEM, kodlama, ölçme ve değerlendirme ve kapsayıcı eğitim üzerine yazılar, sınıf deneyimleri ve araştırma özetleri.`,
    keywords: [t`eğitim blogu`, t`fen deneyleri`, t`STEM`, t`kodlama`, t`kapsayıcı eğitim`, t`öğretmenler için`, t`veliler için`],
  });
};

/** An article's head; before its data is at hand (offline, not cached) a general one. */
export const articleHead = (slug: string, article?: Pick<Article, 'title' | 'excerpt' | 'tags' | 'category'> | null) =>
  pageHead({
    path: `/blog/${slug}`,
    title: article?.title ?? t`Blog Makalesi`,
    description: article?.excerpt ?? t`Öğretmenler ve veliler için fen, matematik, kodlama ve kapsayıcı eğitim üzerine bir makale.`,
    keywords: article ? [article.category.name, ...article.tags.map((tag) => tag.name)] : undefined,
  });
