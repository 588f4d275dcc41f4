/** The six content kinds of docs/behaviour.md#what-the-product-offers, in the order the tabs show them; also the `?tab=` values. */
export const EXPERIMENT_TABS = ['review', 'procedure', 'questions', 'activity', 'documents', 'story'] as const;
export type ExperimentTab = (typeof EXPERIMENT_TABS)[number];

export const DEFAULT_TAB: ExperimentTab = 'review';

export const isExperimentTab = (value: unknown): value is ExperimentTab => typeof value === 'string' && (EXPERIMENT_TABS as readonly string[]).includes(value);

/** The experiment page's URL search: the open tab, so it can be linked and survives a reload; anything else means the first tab. */
export type ExperimentSearch = { tab?: ExperimentTab };

export const parseExperimentSearch = (search: Record<string, unknown>): ExperimentSearch => (isExperimentTab(search.tab) ? { tab: search.tab } : {});
