import { useCallback, useEffect, useState } from 'react';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import { BANNER_DELAY_MS, needsConsent, storeConsent, type ConsentChoice } from '../model/consent.ts';

/** Visible 1.5 s after mount when no choice is stored; choosing stores it and hides the banner. */
export function useCookieBanner(delayMs: number = BANNER_DELAY_MS) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!needsConsent(safeLocalStorage())) return;
    const id = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(id);
  }, [delayMs]);

  const choose = useCallback((choice: ConsentChoice) => {
    storeConsent(safeLocalStorage(), choice);
    setVisible(false);
  }, []);

  return { visible, choose };
}
