import type { ProgressScreenProps } from '../screenProps.ts';

export function ProgressMapScreen(_props: ProgressScreenProps) {
  return null;
}
