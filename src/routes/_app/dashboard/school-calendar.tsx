import { createFileRoute } from '@tanstack/react-router';
import { SchoolDaysOffScreen } from '@/features/calendar/components/schoolDaysOff/SchoolDaysOffScreen.tsx';
import { loadSchoolCalendarRoute, schoolCalendarHead } from '@/features/calendar/route.ts';

export const Route = createFileRoute('/_app/dashboard/school-calendar')({
  loader: loadSchoolCalendarRoute,
  head: schoolCalendarHead,
  component: SchoolDaysOffScreen,
});
