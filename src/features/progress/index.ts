/**
 * Progress's public surface (docs/architecture.md#layers-and-boundaries): what the app shell, the routes and other features use to
 * record a child's work and keep views fresh. Screens are imported by their routes directly.
 */
export { progressKeys, progressWrite, timetableWrite } from './api.ts';
export { progressFollowUp } from './model/progressFollowUp.ts';
export { useRecordExperimentWork } from './model/useRecordExperimentWork.ts';
