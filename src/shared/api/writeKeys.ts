/**
 * Idempotency keys for writes sent from a form (registration, profile, password): the same body
 * sent again — a person pressing the button once more after a lost answer — goes with the same
 * key, so the server answers it as the first one instead of "already registered"; any change to
 * the body is a new write with a new key. Memory only, and forgotten at sign-out: the bodies hold
 * passwords.
 */
export function createWriteKeys(makeKey: () => string) {
  const last = new Map<string, { body: string; key: string }>();
  return {
    keyFor(scope: string, body: unknown): string {
      const text = JSON.stringify(body);
      const known = last.get(scope);
      if (known?.body === text) return known.key;
      const key = makeKey();
      last.set(scope, { body: text, key });
      return key;
    },
    forget(): void {
      last.clear();
    },
  };
}
