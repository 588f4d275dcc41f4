import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { blogCategoriesQuery, blogFeaturedQuery, blogPostsQuery, blogTagsQuery } from '../api.ts';
import { hasFilters, toListQuery, withFilter, withPage, type BlogFilterKey } from '../model/filters.ts';
import type { BlogSearch } from '../model/listSearch.ts';
import { NewsletterBlock } from '@/features/newsletter';
import { LIMITS } from '@/shared/api/contract.ts';
import { ArticleGrid } from './ArticleGrid.tsx';
import { ArticleGridSkeleton } from './ArticleGridSkeleton.tsx';
import { BlogFilters } from './BlogFilters.tsx';
import { FilterChips } from './FilterChips.tsx';
import { OfflineCopyNote } from './OfflineCopyNote.tsx';
import { Pagination } from './Pagination.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import * as styles from './list.css.ts';

const FEATURED_SHOWN = 3;

/** docs/behaviour.md#routes-and-guards /blog: search, category filter, chips, featured posts, the grid with its states, pagination. */
export function BlogListPage({ search }: { search: BlogSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const list = useQuery(blogPostsQuery(toListQuery(search)));
  const categories = useQuery(blogCategoriesQuery());
  const tags = useQuery({ ...blogTagsQuery(), enabled: Boolean(search.tag) });
  const filtered = hasFilters(search);
  const featured = useQuery({ ...blogFeaturedQuery(), enabled: !filtered });

  const go = (next: BlogSearch) => void navigate({ to: '/blog', search: next });
  const setFilter = (key: BlogFilterKey, value: string | undefined) => go(withFilter(search, key, value));

  const nameOf = (key: 'category' | 'tag', slug: string) => {
    const items = key === 'category' ? categories.data : tags.data;
    return items?.find((item) => item.slug === slug)?.name ?? slug;
  };

  const resultCount = list.data ? formatNumber(list.data.count) : '';
  const featuredPosts = featured.data?.slice(0, FEATURED_SHOWN) ?? [];
  const featuredSlot = !filtered && !search.page;
  // A page number past the last page (an old link after articles were removed, a typed URL) is a 404.
  const pastLastPage = Boolean(search.page && search.page > 1) && list.error instanceof ApiError && list.error.status === 404;
  const showFeatured = featuredSlot && featuredPosts.length > 0;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="blog-title">
        <h1 id="blog-title" className={styles.title}>
          <Trans>Blog</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Öğretmenler ve veliler için fen, matematik, kodlama ve kapsayıcı eğitim üzerine yazılar, sınıf deneyimleri ve araştırma özetleri.</Trans>
        </p>
        <BlogFilters
          key={search.q ?? ''}
          query={search.q ?? ''}
          category={search.category ?? ''}
          categories={categories.data ?? []}
          onSearch={(query) => setFilter('q', query)}
          onCategory={(category) => setFilter('category', category)}
        />
        <FilterChips search={search} nameOf={nameOf} onRemove={(key) => setFilter(key, undefined)} onClear={() => go({})} />
      </section>

      {showFeatured ? (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className={styles.sectionTitle}>
            <Trans>Öne Çıkan Makaleler</Trans>
          </h2>
          <ArticleGrid posts={featuredPosts} label={t`Öne çıkan makaleler`} eager />
        </section>
      ) : featuredSlot && featured.isPending ? (
        <section aria-label={t`Öne çıkan makaleler`}>
          <h2 className={styles.sectionTitle}>
            <Trans>Öne Çıkan Makaleler</Trans>
          </h2>
          <ArticleGridSkeleton count={FEATURED_SHOWN} />
        </section>
      ) : null}

      <section aria-labelledby="posts-title">
        <h2 id="posts-title" className={styles.sectionTitle}>
          {filtered ? <Trans>Sonuçlar</Trans> : <Trans>Tüm Makaleler</Trans>}
        </h2>
        {list.data ? (
          <div className={styles.results}>
            <OfflineCopyNote savedAt={list.dataUpdatedAt} />
            <p className={styles.statusText} role="status">
              {t`${resultCount} makale bulundu`}
            </p>
            {list.data.posts.length ? (
              <>
                <ArticleGrid posts={list.data.posts} label={t`Makaleler`} eager={!showFeatured} />
                <Pagination search={search} count={list.data.count} />
              </>
            ) : (
              <StatusPanel
                icon="🔎"
                title={<Trans>Aradığınız ölçütlere uygun makale bulunamadı</Trans>}
                action={
                  <ButtonLink to="/blog" search={{}}>
                    <Trans>Tüm makaleleri göster</Trans>
                  </ButtonLink>
                }
              >
                <Trans>Başka bir kelimeyle aramayı ya da filtreleri kaldırmayı deneyin.</Trans>
              </StatusPanel>
            )}
          </div>
        ) : pastLastPage ? (
          <StatusPanel
            icon="📄"
            title={<Trans>Bu sayfada makale yok</Trans>}
            action={
              <ButtonLink to="/blog" search={withPage(search, 1)}>
                <Trans>İlk sayfaya dön</Trans>
              </ButtonLink>
            }
          >
            <Trans>Makale listesi daha az sayfadan oluşuyor. İlk sayfadan devam edebilirsiniz.</Trans>
          </StatusPanel>
        ) : !online || (list.error instanceof ApiError && list.error.isNetworkError) ? (
          <StatusPanel icon="📴" title={<Trans>Bu sayfa çevrimdışı okumak için kaydedilmemiş</Trans>}>
            <Trans>Bu liste daha önce bu cihazda açılmadığı için çevrimdışıyken gösterilemiyor. İnternete bağlandığınızda yeniden deneyin.</Trans>
          </StatusPanel>
        ) : list.isError ? (
          <StatusPanel
            icon="⚠️"
            tone="error"
            title={<Trans>Makaleler yüklenemedi</Trans>}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                <Trans>Tekrar dene</Trans>
              </Button>
            }
          >
            {list.error.message}
          </StatusPanel>
        ) : (
          <div className={styles.results}>
            <Spinner size="sm" label={t`Makaleler yükleniyor...`} />
            <ArticleGridSkeleton count={LIMITS.blogPageSize} />
          </div>
        )}
      </section>

      <NewsletterBlock />
    </div>
  );
}
