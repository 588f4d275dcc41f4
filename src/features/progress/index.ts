/**
 * Progress's public surface (docs/architecture.md#layers-and-boundaries): what the app shell, the routes and other features use to
 * record a child's work and keep views fresh. Screens are imported by their routes directly.
 */
export { progressKeys, progressWrite, timetableWrite } from './api.ts';
export { loadProgressCatalog } from './loadProgressCatalog.ts';
export { progressFollowUp } from './data/progressFollowUp.ts';
export { useRecordProgress } from './data/useRecordProgress.ts';
export { useRecordExperimentWork, type ExperimentWorkReport } from './data/useRecordExperimentWork.ts';
