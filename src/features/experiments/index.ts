/** For the site search: the experiment library's entries and the words their titles need. */
export { experimentSearchEntries } from './content/searchEntries.ts';
export { loadExperimentsCatalog } from './content/catalog.ts';

/** For the classroom: the experiments a teacher can assign and a student answers, loaded with the library's text. */
export const loadAssignableExperiments = () =>
  import('./content/assignable.ts').then(async (module) => {
    await module.loadExperimentsCatalog();
    return module;
  });
export type { AssignableExperiment, AssignableSummary } from './content/assignable.ts';

/** For the progress map: the programme's units and outcomes with the items that serve them, loaded with the library's text. */
export const loadCurriculum = () =>
  import('./content/curriculum.ts').then(async (module) => {
    await module.loadExperimentsCatalog();
    return module;
  });
export type { CurriculumItem, CurriculumUnit } from './content/curriculum.ts';

/** For the assistant: whole experiments (all six content kinds) to index and to answer from, and the tabs' names. */
export const loadExperimentSource = () => import('./content/assistantSource.ts');
export type { ExperimentWithContext } from './content/assistantSource.ts';
export type { Question } from './content/types.ts';
export { TAB_LABELS as EXPERIMENT_TAB_LABELS } from './model/tabLabels.ts';
export { type ExperimentTab } from './model/tabs.ts';

/** For shipping: kits' names by id, loaded with the library's words. */
export const loadKitNames = () =>
  import('./content/kitNames.ts').then(async (module) => {
    await module.loadExperimentsCatalog();
    return module;
  });
