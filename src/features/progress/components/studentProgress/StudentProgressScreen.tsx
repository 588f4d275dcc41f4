import type { ProgressScreenProps } from '../screenProps.ts';

export function StudentProgressScreen(_props: ProgressScreenProps) {
  return null;
}
