import type { MessageDescriptor } from '@lingui/core';

/** Every message descriptor reachable from a value, so no text is left empty. */
export function descriptors(value: unknown): MessageDescriptor[] {
  if (Array.isArray(value)) return value.flatMap(descriptors);
  if (value && typeof value === 'object') {
    if ('id' in value && ('message' in value || Object.keys(value).length === 1)) return [value as MessageDescriptor];
    return Object.values(value).flatMap(descriptors);
  }
  return [];
}
