/** For the site search: the forest pages' entries and the words their titles need. */
export { forestSearchEntries } from './content/searchEntries.ts';
export { loadForestCatalog } from './content/catalog.ts';
