/** For the site search: the forest pages' entries and the words their titles need. */
export { forestSearchEntries } from './searchEntries.ts';
export { loadForestCatalog } from './loadForestCatalog.ts';
