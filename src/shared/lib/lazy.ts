/**
 * A value made on first use and kept. For objects costly to build that a module may never need, such as
 * Intl formatters: the first one a page builds loads the locale's data, a long pause on a slow tablet.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
