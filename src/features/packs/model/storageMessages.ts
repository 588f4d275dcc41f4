import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberFormat } from '@/shared/i18n/format.ts';

/** What navigator.storage.estimate() says for this origin; null where the browser does not tell. */
export type StorageEstimate = { usage: number; quota: number };

export type SpaceVerdict = 'enough' | 'short' | 'unknown';

const KB = 1024;
const MB = KB * KB;

/**
 * Room asked for beyond a download's raw bytes. The estimate is approximate (browsers round and pad usage so
 * sites cannot measure each other's data), a cached answer takes more than its body (headers, the cache's
 * own records), and the app must keep room for its own writes afterwards: the Query cache and the outboxes
 * going over the quota would fail where the user cannot see why. A fifth more plus 5 MB covers all three.
 */
const SPACE_FACTOR = 1.2;
const SPACE_MARGIN_BYTES = 5 * MB;

export const freeSpace = (estimate: StorageEstimate): number => Math.max(0, estimate.quota - estimate.usage);

/** The free space a download of `bytes` asks for, margin included: what the short-space message names. */
export const spaceNeeded = (bytes: number): number => Math.ceil(bytes * SPACE_FACTOR + SPACE_MARGIN_BYTES);

/** Whether `bytesToDownload` fits; 'unknown' where the browser gives no estimate (the download then just starts). */
export function spaceVerdict(estimate: StorageEstimate | null, bytesToDownload: number): SpaceVerdict {
  if (bytesToDownload <= 0) return 'enough';
  if (!estimate || !(estimate.quota > 0)) return 'unknown';
  return freeSpace(estimate) < spaceNeeded(bytesToDownload) ? 'short' : 'enough';
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** "512 B", "12,4 MB", "1,2 GB": 1024-based, one decimal, tr-TR decimal comma. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  let value = bytes / KB;
  let unit = 0;
  // Decided on the rounded value, so 1023,96 KB reads "1,0 MB" and not "1.024,0 KB".
  while (Math.round(value * 10) / 10 >= KB && unit < UNITS.length - 1) {
    value /= KB;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}

/** "Kullanılan: 12,4 MB · Boş: 1,2 GB", or that the browser does not say. */
export function storageLine(i18n: I18n, estimate: StorageEstimate | null): string {
  if (!estimate) return i18n._(msg`Depolama bilgisi alınamadı`);
  const used = formatBytes(estimate.usage);
  const free = formatBytes(freeSpace(estimate));
  return i18n._(msg`Kullanılan: ${used} · Boş: ${free}`);
}

/** Said before a download starts, never after part of it has filled the device. */
export function shortSpaceMessage(i18n: I18n, needed: number, free: number): string {
  const neededText = formatBytes(needed);
  const freeText = formatBytes(free);
  return i18n._(msg`Bu paket için yeterli yer yok: ${neededText} gerekiyor, ${freeText} boş. Başka bir paketi kaldırıp yeniden dene.`);
}

/** Why the browser may ask about persistent storage when the first pack starts downloading. */
export const persistExplanation = (i18n: I18n): string =>
  i18n._(msg`İndirilen paketlerin tarayıcı tarafından silinmemesi için kalıcı depolama izni istiyoruz.`);
