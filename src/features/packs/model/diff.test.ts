import { describe, expect, it } from 'vitest';
import { missingFiles, packProgress, packStatus, staleUrls } from './diff.ts';
import { packOf, testIndex } from './packIndex.testUtils.ts';

const index = testIndex();
const fen5 = packOf(index, 'fen-5');
const blocks = packOf(index, 'blok-duzenleyici');
const urls = (files: { url: string }[]) => files.map((entry) => entry.url);

describe('missingFiles', () => {
  it('lists the files not cached yet, in the pack’s order', () => {
    expect(urls(missingFiles(fen5, new Set(['/assets/gunes.js'])))).toEqual(['/assets/fen5-catalog.js', '/assets/golge.js']);
    expect(missingFiles(fen5, new Set(fen5.files.map((entry) => entry.url)))).toEqual([]);
  });

  it('for single items: their own files and the pack’s item-less ones, nothing of the other items', () => {
    expect(urls(missingFiles(fen5, new Set(), ['golge']))).toEqual(['/assets/fen5-catalog.js', '/assets/golge.js']);
    expect(urls(missingFiles(fen5, new Set(['/assets/fen5-catalog.js']), ['golge']))).toEqual(['/assets/golge.js']);
  });
});

describe('packProgress', () => {
  it('counts bytes cached and items whose files are all in', () => {
    expect(packProgress(fen5, new Set(['/assets/fen5-catalog.js', '/assets/golge.js']))).toEqual({
      doneBytes: 4000,
      totalBytes: 6000,
      doneItems: 1,
      totalItems: 2,
    });
  });

  it('counts no item done while a file the whole pack needs is missing', () => {
    expect(packProgress(fen5, new Set(['/assets/gunes.js', '/assets/golge.js']))).toEqual({ doneBytes: 5000, totalBytes: 6000, doneItems: 0, totalItems: 2 });
  });

  it('has no items for a tool pack', () => {
    expect(packProgress(blocks, new Set(['/assets/blocks-common.js']))).toEqual({ doneBytes: 900, totalBytes: 5900, doneItems: 0, totalItems: 0 });
  });
});

describe('packStatus', () => {
  const all = new Set(fen5.files.map((entry) => entry.url));

  it('absent, partial, installed by what is cached', () => {
    expect(packStatus(fen5, new Set())).toBe('absent');
    expect(packStatus(fen5, new Set(['/assets/gunes.js']))).toBe('partial');
    expect(packStatus(fen5, all)).toBe('installed');
  });

  it('outdated when the device recorded another hash and files of this version are missing', () => {
    expect(packStatus(fen5, new Set(['/assets/fen5-catalog.js']), 'fen5-v1')).toBe('outdated');
    expect(packStatus(fen5, new Set(), 'fen5-v1')).toBe('outdated');
  });

  it('installed once every file of this version is in, whatever hash was recorded; missing files at the same hash are partial', () => {
    expect(packStatus(fen5, all, 'fen5-v1')).toBe('installed');
    expect(packStatus(fen5, new Set(['/assets/gunes.js']), 'fen5-v2')).toBe('partial');
  });
});

describe('staleUrls', () => {
  it('names cached files no pack lists, and keeps files one pack or several list', () => {
    const cached = new Set(['/assets/gunes.js', '/assets/gunes-OLD1234.js', '/assets/blocks-common.js', '/assets/etkibot-index-OLD.json']);
    expect(staleUrls(index, cached)).toEqual(['/assets/gunes-OLD1234.js', '/assets/etkibot-index-OLD.json']);
  });
});
