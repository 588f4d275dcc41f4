import { describe, expect, it } from 'vitest';
import type { PackIndex } from '@/shared/offline/packIndex.ts';
import { selectPacks, type SelectionInput } from './selection.ts';
import { testIndex } from './packIndex.testUtils.ts';

const select = (input: Partial<SelectionInput>) => selectPacks({ role: 'student', classGrades: [], assignedItems: [], index: testIndex(), ...input });

describe('selectPacks', () => {
  it('gives a student every strand of their class grades and EtkiBot’s index, in index order', () => {
    expect(select({ classGrades: ['5'] })).toEqual({ packs: ['fen-5', 'matematik-5', 'etkibot-dizini'], items: [] });
  });

  it('adds what a chosen pack requires: a teacher of grade 6 gets the block editor with Kodlama 6', () => {
    expect(select({ role: 'teacher', classGrades: ['6', '6'] })).toEqual({ packs: ['fen-6', 'kodlama-6', 'blok-duzenleyici', 'etkibot-dizini'], items: [] });
  });

  it('gives parents and administrators nothing, whatever their children’s classes or homework', () => {
    const assignedItems = [{ id: 'devre', strand: 'science' as const, grade: 6 }];
    expect(select({ role: 'parent', classGrades: ['5'], assignedItems })).toEqual({ packs: [], items: [] });
    expect(select({ role: 'administrator', classGrades: ['5', '6'], assignedItems })).toEqual({ packs: [], items: [] });
  });

  it('takes homework from another grade as single items, with what its pack requires', () => {
    const assignedItems = [
      { id: 'labirent', strand: 'programming' as const, grade: 6 },
      { id: 'gunes', strand: 'science' as const, grade: 5 },
      { id: 'devre', strand: 'science' as const, grade: 6 },
    ];
    // gunes is in Fen 5, which is chosen whole; the other two come alone.
    expect(select({ classGrades: ['5'], assignedItems })).toEqual({
      packs: ['fen-5', 'matematik-5', 'blok-duzenleyici', 'etkibot-dizini'],
      items: ['devre', 'labirent'],
    });
  });

  it('finds an item in the pack the index lists it in when its grade says another', () => {
    const assignedItems = [{ id: 'kesir', strand: 'maths' as const, grade: 7 }];
    expect(select({ classGrades: ['6'], assignedItems }).items).toEqual(['kesir']);
  });

  it('drops items and requirements the index does not know', () => {
    const index: PackIndex = testIndex();
    const kodlama = index.packs.find((pack) => pack.id === 'kodlama-6');
    if (kodlama) kodlama.requires = ['blok-duzenleyici', 'yok-boyle-paket'];
    const assignedItems = [{ id: 'silinmis', strand: 'science' as const, grade: 5 }];
    expect(select({ classGrades: ['6'], assignedItems, index })).toEqual({ packs: ['fen-6', 'kodlama-6', 'blok-duzenleyici', 'etkibot-dizini'], items: [] });
  });

  it('follows requirements transitively', () => {
    const index = testIndex();
    for (const pack of index.packs) if (pack.id === 'fen-5') pack.requires = ['kodlama-6'];
    expect(select({ classGrades: ['5'], index }).packs).toEqual(['fen-5', 'matematik-5', 'kodlama-6', 'blok-duzenleyici', 'etkibot-dizini']);
  });

  it('matches nothing for grades without packs or a mixed class, and leaves out an assistant the index lacks', () => {
    expect(select({ classGrades: ['mixed', '10', '12', ''] })).toEqual({ packs: ['etkibot-dizini'], items: [] });
    const index = testIndex();
    index.packs = index.packs.filter((pack) => pack.kind !== 'assistant');
    expect(select({ classGrades: ['mixed'], index })).toEqual({ packs: [], items: [] });
  });
});
