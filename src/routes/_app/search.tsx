import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { SearchPage } from '@/features/search/components/SearchPage.tsx';
import { loadSearchCatalogs } from '@/features/search/loadSearchCatalogs.ts';

type SearchParams = { q: string };

export const Route = createFileRoute('/_app/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({ q: typeof search.q === 'string' ? search.q : '' }),
  loader: loadSearchCatalogs,
  head: () => pageHead({ path: '/search', title: t`Arama`, description: t`Deneylerde, araçlarda, orman sayfalarında ve blogda arayın.` }),
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage query={q} />;
  },
});
