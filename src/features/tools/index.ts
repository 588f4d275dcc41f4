/** For the site search: the tools' entries and the words their titles need. */
export { toolSearchEntries } from './searchEntries.ts';
export { loadToolsCatalog } from './loadToolsCatalog.ts';
