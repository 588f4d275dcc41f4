import type { EnergyLevel, ScheduleEventType, ScheduleStatus } from '@/shared/api/progress.ts';
import type { Difficulty } from '@/shared/progress/xpRules.ts';

/*
 * The icons beside every type, status, difficulty and energy word. They are decoration
 * (aria-hidden): the words carry the meaning, so neither colour nor icon stands alone.
 */

export const TYPE_ICONS: Record<ScheduleEventType, string> = {
  class: '📘',
  meeting: '👥',
  lab: '🧪',
  assignment: '📝',
  break: '☕',
  exam: '✍️',
  project: '🛠️',
};

export const STATUS_ICONS: Record<ScheduleStatus, string> = {
  completed: '✅',
  current: '⏳',
  upcoming: '🕒',
  missed: '⚠️',
};

// Filled bars read as "how much" without colour.
export const DIFFICULTY_ICONS: Record<Difficulty, string> = { easy: '▮▯▯', medium: '▮▮▯', hard: '▮▮▮' };

export const ENERGY_ICONS: Record<EnergyLevel, string> = { low: '🪫', medium: '🔋', high: '⚡' };
