import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { SearchPage } from '@/features/search/components/SearchPage.tsx';
import { parseSearchPageSearch } from '@/features/search/model/searchQuery.ts';

export const Route = createFileRoute('/_app/search')({
  validateSearch: parseSearchPageSearch,
  // Imported on demand: the catalogue loaders reach three features' search entries, which stay out of the entry.
  loader: () => import('@/features/search/loadSearchCatalogs.ts').then(({ loadSearchCatalogs }) => loadSearchCatalogs()),
  head: () => pageHead({ path: '/search', title: t`Arama`, description: t`Deneylerde, araçlarda, orman sayfalarında ve blogda arayın.` }),
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage query={q} />;
  },
});
