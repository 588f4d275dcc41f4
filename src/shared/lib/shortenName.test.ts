import { describe, expect, it } from 'vitest';
import { headerMenuName, headerName, sidebarName } from './shortenName.ts';

const name = (length: number, letter = 'a') => letter.repeat(length);

describe('sidebarName (20 / 15 / 12)', () => {
  it('keeps a full name of exactly 20 characters', () => {
    // 9 + space + 10 = 20
    expect(sidebarName(name(9), name(10, 'b'))).toBe(`${name(9)} ${name(10, 'b')}`);
  });

  it('uses the last initial from 21 characters', () => {
    expect(sidebarName(name(10), name(10, 'b'))).toBe(`${name(10)} b.`);
  });

  it('keeps first name + initial when that fits in 15', () => {
    // "aaaaaaaaaaaa b." is 15 characters: not over 15, so no cut even though the first name is 12
    expect(sidebarName(name(12), name(12, 'b'))).toBe(`${name(12)} b.`);
  });

  it('does not cut a 12-character first name even when the short form is over 15', () => {
    // 12 is not longer than 12: the short form stays
    expect(sidebarName(name(12), name(12, 'b'))).toHaveLength(15);
  });

  it('cuts a 13-character first name to 12 with an ellipsis', () => {
    // short form "aaaaaaaaaaaaa b." is 16 > 15 and the first name 13 > 12
    expect(sidebarName(name(13), name(10, 'b'))).toBe(`${name(12)}… b.`);
  });

  it('works with real Turkish names', () => {
    expect(sidebarName('Ayşe', 'Yılmaz')).toBe('Ayşe Yılmaz');
    expect(sidebarName('Muhammed Emin', 'Karaosmanoğlu')).toBe('Muhammed Emi… K.');
    expect(sidebarName('Abdurrahmangazi', 'Şahinoğlu')).toBe('Abdurrahmang… Ş.');
    expect(sidebarName('Zeynep Nur', 'Karaosmanoğlu')).toBe('Zeynep Nur K.');
  });

  it('copes with a missing last name', () => {
    expect(sidebarName('Elif', '')).toBe('Elif');
    expect(sidebarName(name(22), '')).toBe(`${name(12)}…`);
  });
});

describe('headerMenuName (25 / 20 / 15)', () => {
  it('keeps a full name of exactly 25 characters', () => {
    expect(headerMenuName(name(12), name(12, 'b'))).toBe(`${name(12)} ${name(12, 'b')}`);
  });

  it('uses the last initial from 26 characters', () => {
    expect(headerMenuName(name(13), name(12, 'b'))).toBe(`${name(13)} b.`);
  });

  it('keeps a 15-character first name with its initial', () => {
    // short form 18 <= 20
    expect(headerMenuName(name(15), name(15, 'b'))).toBe(`${name(15)} b.`);
  });

  it('keeps the short form at exactly 20 characters', () => {
    // 17 + " b." = 20: not over 20
    expect(headerMenuName(name(17), name(10, 'b'))).toBe(`${name(17)} b.`);
  });

  it('cuts the first name to 15 when the short form is over 20', () => {
    // 18 + " b." = 21 > 20 and 18 > 15
    expect(headerMenuName(name(18), name(10, 'b'))).toBe(`${name(15)}… b.`);
  });
});

describe('headerName (12)', () => {
  it('keeps 12 characters', () => {
    expect(headerName(name(12))).toBe(name(12));
  });
  it('cuts 13 characters to 12 with an ellipsis', () => {
    expect(headerName(name(13))).toBe(`${name(12)}…`);
  });
  it('keeps Turkish letters whole', () => {
    expect(headerName('Şükrü')).toBe('Şükrü');
    expect(headerName('Gülşahnurİçli')).toBe('Gülşahnurİçl…');
  });
});
