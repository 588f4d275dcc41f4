/**
 * The outbox's triggers (startUserOutbox) listen on `window` and `document`, which Node has not:
 * plain event targets stand in for them while a run lasts, so each device keeps the app's rule that
 * only the signed-in person's writes are sent. Answers a function that takes them away again.
 */
export function standInBrowserEvents(): () => void {
  const scope = globalThis as { window?: unknown; document?: unknown };
  if (scope.window !== undefined || scope.document !== undefined) return () => {};
  scope.window = new EventTarget();
  scope.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return () => {
    delete scope.window;
    delete scope.document;
  };
}
