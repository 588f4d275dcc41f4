import { useState } from 'react';
import { safeLocalStorage } from '@/shared/lib/storage.ts';

const readChecked = (key: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(safeLocalStorage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Ticked item ids, kept on this device so a checklist survives a reload. */
export function useChecklist(storageKey: string) {
  const [checked, setChecked] = useState<string[]>(() => readChecked(storageKey));
  const toggle = (id: string) => {
    setChecked((current) => {
      const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
      safeLocalStorage().setItem(storageKey, JSON.stringify(next));
      return next;
    });
  };
  return { checked, toggle };
}
