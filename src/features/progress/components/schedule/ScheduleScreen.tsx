import type { ProgressScreenProps } from '../screenProps.ts';

export function ScheduleScreen(_props: ProgressScreenProps) {
  return null;
}
