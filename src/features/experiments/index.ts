/** For the site search: the experiment library's entries and the words their titles need. */
export { experimentSearchEntries } from './searchEntries.ts';
export { loadExperimentsCatalog } from './loadExperimentsCatalog.ts';

/** For the classroom: the experiments a teacher can assign and a student answers, loaded with the library's text. */
export const loadAssignableExperiments = () =>
  import('./assignable.ts').then(async (module) => {
    await module.loadExperimentsCatalog();
    return module;
  });
export type { AssignableExperiment, AssignableSummary } from './assignable.ts';
