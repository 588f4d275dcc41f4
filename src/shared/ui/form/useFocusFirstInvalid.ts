import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, moves focus to the first field marked aria-invalid
 * in the form, so keyboard and screen-reader users land on what to fix.
 * Attach `formRef` to the <form> and call `focusFirstInvalid()` after setting
 * the errors; the focus happens once they have rendered.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);

  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}
