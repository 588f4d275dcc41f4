import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/search/components/SearchPage.tsx';
import { parseSearchPageSearch } from '@/features/search/model/searchQuery.ts';
import { searchHead } from '@/features/search/content/meta.ts';

export const Route = createFileRoute('/_app/search')({
  validateSearch: parseSearchPageSearch,
  // Imported on demand: the catalogue loaders reach three features' search entries, which stay out of the entry.
  loader: () => import('@/features/search/content/catalog.ts').then(({ loadSearchCatalogs }) => loadSearchCatalogs()),
  head: searchHead,
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage query={q} />;
  },
});
