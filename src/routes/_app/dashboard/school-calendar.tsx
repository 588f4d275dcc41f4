import { createFileRoute } from '@tanstack/react-router';
import { SchoolDaysOffScreen } from '@/features/calendar/components/schoolDaysOff/SchoolDaysOffScreen.tsx';
import { schoolCalendarHead } from '@/features/calendar/route.ts';

export const Route = createFileRoute('/_app/dashboard/school-calendar')({
  head: schoolCalendarHead,
  component: SchoolDaysOffScreen,
});
