/** For the assistant: the help topics and FAQ, which it answers from (their words are in the dashboard's catalogue). */
export { HELP_TOPICS, type HelpAudience } from './content/helpTopics.ts';
export { loadDashboardCatalog as loadHelpCatalog } from '@/features/dashboard';
