import { createFileRoute } from '@tanstack/react-router';
import { SchoolAnalyticsScreen } from '@/features/analytics/components/SchoolAnalyticsScreen.tsx';
import { loadSchoolAnalyticsRoute } from '@/features/analytics/route.ts';

/** `?term=` names the period shown; the screen checks it against the school calendar and falls back to the current term. */
type SchoolAnalyticsSearch = { term?: string };

export const Route = createFileRoute('/_app/school-analytics')({
  // Route options ship in the landing page's entry: only the text's shape is checked here, the calendar stays in the page's chunk.
  validateSearch: (search: Record<string, unknown>): SchoolAnalyticsSearch =>
    typeof search.term === 'string' && /^[a-z0-9-]{1,32}$/.test(search.term) ? { term: search.term } : {},
  // Imported on demand: loaders ship with the route tree, and the screen's words must stay out of the entry.
  loader: loadSchoolAnalyticsRoute,
  // The loader built the head tags once the words were there.
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function SchoolAnalyticsRoute() {
    const navigate = Route.useNavigate();
    return <SchoolAnalyticsScreen termId={Route.useSearch().term} onTerm={(term) => void navigate({ search: { term }, replace: true, resetScroll: false })} />;
  },
});
