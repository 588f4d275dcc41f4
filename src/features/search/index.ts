/** The header search box submits through the same rule the search page reads. */
export { searchHref } from './model/searchQuery.ts';
