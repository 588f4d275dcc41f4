/**
 * The deepest nesting any API body needs is a handful of levels (a form with a list of answers);
 * 32 leaves room and stops bodies built to exhaust the stack of whatever walks them recursively.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Is `value` nested deeper than `max` arrays and objects? Walked with an explicit stack, not
 * recursion, so a body 20,000 levels deep is measured without overflowing the call stack.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, depth } = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) stack.push({ item: child, depth: depth + 1 });
  }
  return false;
}
