/** Keys of the WAI-ARIA tabs pattern: arrows wrap around, Home and End jump to the ends; any other key moves nowhere (null). */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | null {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  const next =
    key === 'ArrowRight'
      ? (index + 1) % tabs.length
      : key === 'ArrowLeft'
        ? (index - 1 + tabs.length) % tabs.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return next === null ? null : (tabs[next] ?? null);
}
