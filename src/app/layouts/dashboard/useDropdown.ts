import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss.ts';

/**
 * A header dropdown's state and wiring: spread `trigger` onto its button,
 * put `wrapRef` on the element holding button and panel, and `panelId` on the panel.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapRef, close, buttonRef);
  const trigger = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, close, wrapRef, panelId, trigger };
}
