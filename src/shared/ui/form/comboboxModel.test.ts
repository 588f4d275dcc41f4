import { describe, expect, it } from 'vitest';
import { filterOptions, MENU_MAX_HEIGHT, MENU_MIN_HEIGHT, menuPlacement, moveActive, PAGE_STEP } from './comboboxModel.ts';

const schools = [
  { value: 'ataturk', label: 'Atatürk Ortaokulu' },
  { value: 'istiklal', label: 'İstiklal İlkokulu' },
  { value: 'isik', label: 'Işık Koleji', keywords: 'Çankaya' },
  { value: 'gazi', label: 'Gazi Ortaokulu' },
];

describe('filterOptions', () => {
  it('ignores case and Turkish letters', () => {
    expect(filterOptions(schools, 'ataturk').map((o) => o.value)).toEqual(['ataturk']);
    expect(filterOptions(schools, 'İSTİKLAL').map((o) => o.value)).toEqual(['istiklal']);
    expect(filterOptions(schools, 'ISIK').map((o) => o.value)).toEqual(['isik']);
    expect(filterOptions(schools, 'ortaokul').map((o) => o.value)).toEqual(['ataturk', 'gazi']);
  });

  it('matches the keywords too', () => {
    expect(filterOptions(schools, 'cankaya').map((o) => o.value)).toEqual(['isik']);
  });

  it('returns everything for a blank query and nothing for a miss', () => {
    expect(filterOptions(schools, '   ')).toHaveLength(4);
    expect(filterOptions(schools, 'lise')).toHaveLength(0);
  });
});

describe('moveActive', () => {
  it('moves one step without wrapping', () => {
    expect(moveActive(-1, 'next', 10)).toBe(0);
    expect(moveActive(0, 'next', 10)).toBe(1);
    expect(moveActive(9, 'next', 10)).toBe(9);
    expect(moveActive(-1, 'previous', 10)).toBe(9);
    expect(moveActive(0, 'previous', 10)).toBe(0);
  });

  it('pages by the docs/behaviour.md#limits-and-constants step of 5', () => {
    expect(PAGE_STEP).toBe(5);
    expect(moveActive(0, 'pageDown', 12)).toBe(5);
    expect(moveActive(5, 'pageDown', 12)).toBe(10);
    expect(moveActive(10, 'pageDown', 12)).toBe(11);
    expect(moveActive(11, 'pageUp', 12)).toBe(6);
    expect(moveActive(3, 'pageUp', 12)).toBe(0);
    expect(moveActive(-1, 'pageDown', 12)).toBe(4);
  });

  it('handles an empty list', () => {
    expect(moveActive(0, 'next', 0)).toBe(-1);
    expect(moveActive(-1, 'pageUp', 0)).toBe(-1);
  });
});

describe('menuPlacement', () => {
  it('keeps the list between 140 and 300 px (docs/behaviour.md#limits-and-constants)', () => {
    expect([MENU_MIN_HEIGHT, MENU_MAX_HEIGHT]).toEqual([140, 300]);
    expect(menuPlacement(0, 800)).toEqual({ placement: 'bottom', maxHeight: 300 });
    expect(menuPlacement(0, 200)).toEqual({ placement: 'bottom', maxHeight: 200 });
    expect(menuPlacement(0, 140)).toEqual({ placement: 'bottom', maxHeight: 140 });
  });

  it('opens upwards when less than 140 px is left below but enough above', () => {
    expect(menuPlacement(500, 139)).toEqual({ placement: 'top', maxHeight: 300 });
    expect(menuPlacement(180, 100)).toEqual({ placement: 'top', maxHeight: 180 });
  });

  it('falls back to the minimum below when neither side has room', () => {
    expect(menuPlacement(100, 90)).toEqual({ placement: 'bottom', maxHeight: 140 });
  });
});
