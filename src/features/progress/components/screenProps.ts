import type { ProgressSearch } from '../route.ts';

/** Every progress screen reads its address's query and changes it (replacing the history entry). */
export type ProgressScreenProps = { search: ProgressSearch; onSearch: (next: ProgressSearch) => void };
