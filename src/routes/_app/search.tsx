import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/search/components/SearchPage.tsx';
import { loadSearchRoute, parseSearchPageSearch, searchHead } from '@/features/search/route.ts';

export const Route = createFileRoute('/_app/search')({
  validateSearch: parseSearchPageSearch,
  // Imported on demand: the catalogue loaders reach three features' search entries, which stay out of the entry.
  loader: loadSearchRoute,
  head: searchHead,
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage query={q} />;
  },
});
