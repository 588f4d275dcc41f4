/** For the site search: the experiment library's entries and the words their titles need. */
export { experimentSearchEntries } from './searchEntries.ts';
export { loadExperimentsCatalog } from './loadExperimentsCatalog.ts';
