import type { ScheduleEventType } from '../api/progress.ts';

/** Dark text on a light tint with a strong edge, per docs/behaviour.md#data-kept-on-the-device event type: every pair passes WCAG AA. The calendar and the schedule share them. */
export const EVENT_TYPE_COLOURS: Readonly<Record<ScheduleEventType, { text: string; soft: string }>> = {
  class: { text: '#3730a3', soft: '#e0e7ff' },
  meeting: { text: '#6b21a8', soft: '#f3e8ff' },
  lab: { text: '#0f5f59', soft: '#ccfbf1' },
  assignment: { text: '#3f6212', soft: '#ecfccb' },
  break: { text: '#374151', soft: '#e5e7eb' },
  exam: { text: '#9f1239', soft: '#ffe4e6' },
  project: { text: '#9d174d', soft: '#fce7f3' },
};
