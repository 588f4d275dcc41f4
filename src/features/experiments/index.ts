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

/** For the progress map: the programme's units and outcomes with the items that serve them, loaded with the library's text. */
export const loadCurriculum = () =>
  import('./curriculum.ts').then(async (module) => {
    await module.loadExperimentsCatalog();
    return module;
  });
export type { CurriculumItem, CurriculumOutcome, CurriculumUnit } from './curriculum.ts';
