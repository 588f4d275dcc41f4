import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { formatBytes, persistExplanation, shortSpaceMessage, spaceNeeded, spaceVerdict, storageLine } from './storageMessages.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('formatBytes', () => {
  it('writes 1024-based units with one decimal and a decimal comma', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(12.4 * MB)).toBe('12,4 MB');
    expect(formatBytes(1.2 * GB)).toBe('1,2 GB');
    expect(formatBytes(2048 * GB)).toBe('2.048,0 GB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatBytes(MB - 1)).toBe('1,0 MB');
  });
});

describe('spaceVerdict', () => {
  it('asks for a fifth more than the download plus 5 MB', () => {
    const needed = 20 * MB;
    expect(spaceNeeded(needed)).toBe(Math.ceil(24 * MB + 5 * MB));
    expect(spaceVerdict({ usage: 0, quota: 29 * MB }, needed)).toBe('enough');
    expect(spaceVerdict({ usage: 1, quota: 29 * MB }, needed)).toBe('short');
    expect(spaceVerdict({ usage: 100 * MB, quota: 120 * MB }, needed)).toBe('short');
  });

  it('is unknown without an estimate, and enough when nothing is left to download', () => {
    expect(spaceVerdict(null, MB)).toBe('unknown');
    expect(spaceVerdict({ usage: 0, quota: 0 }, MB)).toBe('unknown');
    expect(spaceVerdict({ usage: 10, quota: 10 }, 0)).toBe('enough');
  });
});

describe('texts', () => {
  it('used and free space', () => {
    expect(storageLine(i18n, { usage: 12.4 * MB, quota: 12.4 * MB + 1.2 * GB })).toBe('Kullanılan: 12,4 MB · Boş: 1,2 GB');
    expect(storageLine(i18n, null)).toBe('Depolama bilgisi alınamadı');
  });

  it('the short-space message names what is needed and what is free', () => {
    expect(shortSpaceMessage(i18n, 20.1 * MB, 8.3 * MB)).toBe(
      'Bu paket için yeterli yer yok: 20,1 MB gerekiyor, 8,3 MB boş. Başka bir paketi kaldırıp yeniden dene.',
    );
  });

  it('why persistent storage is asked for', () => {
    expect(persistExplanation(i18n)).toBe('İndirilen paketlerin tarayıcı tarafından silinmemesi için kalıcı depolama izni istiyoruz.');
  });
});
