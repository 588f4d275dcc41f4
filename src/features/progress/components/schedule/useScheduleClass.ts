import { useQuery } from '@tanstack/react-query';
import { classesQuery } from '@/features/classroom';

/**
 * The classes the user sees (a teacher's own, an administrator's school's, a student's, a parent's
 * children's) and the one the page shows: the address's, else the first still running. An archived
 * class is left out of the choice; a finished one still has its year to look back on.
 */
export function useScheduleClass(wanted: number | undefined) {
  const classes = useQuery(classesQuery());
  const choices = (classes.data ?? []).filter((item) => item.status !== 'archived');
  const current = classes.data?.find((item) => item.id === wanted) ?? choices.find((item) => item.status === 'active') ?? choices[0] ?? null;
  return { classes, choices, current };
}
