/** docs/behaviour.md#classroom-rules "class detail" tabs, in order; also the `?tab=` values of /classes/{id}. */
export const CLASS_TABS = ['overview', 'students', 'lessons', 'assignments', 'grades', 'calendar'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

export { parseId } from '@/shared/lib/ids.ts';
