import { CLASSROOM_LIMITS } from '@/shared/api/classroom.ts';

/** A typed score: null when left empty, 'invalid' unless a whole number from 0 to 100 ("85", " 100 "). */
export function parseScore(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,3}$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= CLASSROOM_LIMITS.scoreMin && value <= CLASSROOM_LIMITS.scoreMax ? value : 'invalid';
}
