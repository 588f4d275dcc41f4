import { describe, expect, it } from 'vitest';
import { ELEMENTS, categoryOf, findElement, stateAt25C } from './elements.ts';
import { positionOf } from './position.ts';
import { electronConfiguration } from './electronConfiguration.ts';
import { searchElements } from './search.ts';

const bySymbol = (symbol: string) => ELEMENTS.find((element) => element.symbol === symbol)!;
const names = ELEMENTS.map((element) => ({ ...element, name: element.name.message ?? '' }));

describe('the 118 elements', () => {
  it('has atomic numbers 1..118, each once, with unique symbols and names', () => {
    expect(ELEMENTS).toHaveLength(118);
    expect(ELEMENTS.map((element) => element.number)).toEqual(Array.from({ length: 118 }, (_, index) => index + 1));
    expect(new Set(ELEMENTS.map((element) => element.symbol)).size).toBe(118);
    expect(new Set(names.map((element) => element.name)).size).toBe(118);
  });

  it('gives IUPAC standard atomic weights', () => {
    expect(bySymbol('H').mass).toBe('1.008');
    expect(bySymbol('C').mass).toBe('12.011');
    expect(bySymbol('O').mass).toBe('15.999');
    expect(bySymbol('Fe').mass).toBe('55.845');
    expect(bySymbol('Au').mass).toBe('196.97');
    expect(bySymbol('Cl').mass).toBe('35.45');
    expect(bySymbol('U').mass).toBe('238.03');
    // Masses rise with the atomic number except for the known inversions (Ar–K, Co–Ni, Te–I, Th–Pa, U–Np…).
    const inversions = ELEMENTS.filter((element, index) => {
      const previous = ELEMENTS[index - 1];
      if (!previous) return false;
      const mass = (value: typeof element.mass) => (typeof value === 'string' ? Number(value) : value[0]);
      return mass(element.mass) < mass(previous.mass);
    }).map((element) => element.symbol);
    expect(inversions).toEqual(expect.arrayContaining(['K', 'Ni', 'I', 'Pa']));
    expect(inversions.length).toBeLessThan(10);
  });

  it('brackets the mass number for elements without stable isotopes', () => {
    expect(bySymbol('Tc').mass).toEqual([97]);
    expect(bySymbol('Pm').mass).toEqual([145]);
    expect(bySymbol('Og').mass).toEqual([294]);
    expect(ELEMENTS.filter((element) => Array.isArray(element.mass))).toHaveLength(34);
  });

  it('uses the Turkish names', () => {
    expect(findElement(1)?.name.message).toBe('Hidrojen');
    expect(findElement(2)?.name.message).toBe('Helyum');
    expect(findElement(3)?.name.message).toBe('Lityum');
    expect(findElement(26)?.name.message).toBe('Demir');
    expect(findElement(80)?.name.message).toBe('Cıva');
    expect(findElement(118)?.name.message).toBe('Oganesson');
  });

  it('knows which elements were known in antiquity', () => {
    const ancient = ELEMENTS.filter((element) => element.discoveryYear === null).map((element) => element.symbol);
    expect(ancient).toEqual(['C', 'S', 'Fe', 'Cu', 'Ag', 'Sn', 'Sb', 'Au', 'Hg', 'Pb']);
    expect(ELEMENTS.every((element) => (element.discoveryYear === null) === (element.discoverer === null))).toBe(true);
  });
});

describe('categories and states', () => {
  it('colours the families', () => {
    expect(categoryOf(11)).toBe('alkali-metal');
    expect(categoryOf(20)).toBe('alkaline-earth-metal');
    expect(categoryOf(26)).toBe('transition-metal');
    expect(categoryOf(13)).toBe('post-transition-metal');
    expect(categoryOf(14)).toBe('metalloid');
    expect(categoryOf(8)).toBe('reactive-nonmetal');
    expect(categoryOf(18)).toBe('noble-gas');
    expect(categoryOf(60)).toBe('lanthanide');
    expect(categoryOf(92)).toBe('actinide');
    expect(categoryOf(118)).toBe('unknown');
  });

  it('gives the state at 25 °C', () => {
    expect(stateAt25C(1)).toBe('gas');
    expect(stateAt25C(35)).toBe('liquid');
    expect(stateAt25C(80)).toBe('liquid');
    expect(stateAt25C(31)).toBe('solid');
    expect(stateAt25C(26)).toBe('solid');
    expect(stateAt25C(110)).toBe('unknown');
    expect(ELEMENTS.filter((element) => stateAt25C(element.number) === 'gas')).toHaveLength(11);
  });
});

describe('positionOf', () => {
  it('places elements by period, group and block', () => {
    expect(positionOf(1)).toMatchObject({ period: 1, group: 1, block: 's' });
    expect(positionOf(2)).toMatchObject({ period: 1, group: 18, block: 's', column: 18 });
    expect(positionOf(5)).toMatchObject({ period: 2, group: 13, block: 'p' });
    expect(positionOf(26)).toMatchObject({ period: 4, group: 8, block: 'd' });
    expect(positionOf(72)).toMatchObject({ period: 6, group: 4, block: 'd' });
    expect(positionOf(86)).toMatchObject({ period: 6, group: 18, block: 'p' });
    expect(positionOf(118)).toMatchObject({ period: 7, group: 18, block: 'p' });
    expect(positionOf(57)).toMatchObject({ period: 6, group: null, block: 'f', row: 9, column: 3 });
    expect(positionOf(103)).toMatchObject({ period: 7, group: null, block: 'f', row: 10, column: 17 });
  });

  it('gives every element its own cell', () => {
    const cells = ELEMENTS.map((element) => {
      const { row, column } = positionOf(element.number);
      return `${row}-${column}`;
    });
    expect(new Set(cells).size).toBe(118);
  });
});

describe('electronConfiguration', () => {
  it('writes the noble-gas short form', () => {
    expect(electronConfiguration(1)).toBe('1s¹');
    expect(electronConfiguration(2)).toBe('1s²');
    expect(electronConfiguration(8)).toBe('[He] 2s² 2p⁴');
    expect(electronConfiguration(10)).toBe('[He] 2s² 2p⁶');
    expect(electronConfiguration(11)).toBe('[Ne] 3s¹');
    expect(electronConfiguration(26)).toBe('[Ar] 3d⁶ 4s²');
    expect(electronConfiguration(35)).toBe('[Ar] 3d¹⁰ 4s² 4p⁵');
  });

  it('knows the exceptions to the filling rule', () => {
    expect(electronConfiguration(24)).toBe('[Ar] 3d⁵ 4s¹');
    expect(electronConfiguration(29)).toBe('[Ar] 3d¹⁰ 4s¹');
    expect(electronConfiguration(46)).toBe('[Kr] 4d¹⁰');
    expect(electronConfiguration(57)).toBe('[Xe] 5d¹ 6s²');
    expect(electronConfiguration(79)).toBe('[Xe] 4f¹⁴ 5d¹⁰ 6s¹');
    expect(electronConfiguration(92)).toBe('[Rn] 5f³ 6d¹ 7s²');
    expect(electronConfiguration(103)).toBe('[Rn] 5f¹⁴ 7s² 7p¹');
    expect(electronConfiguration(118)).toBe('[Rn] 5f¹⁴ 6d¹⁰ 7s² 7p⁶');
  });
});

describe('searchElements', () => {
  it('finds by Turkish name, ignoring case and Turkish letters', () => {
    expect(searchElements(names, 'demir').map((element) => element.symbol)).toEqual(['Fe']);
    expect(searchElements(names, 'DEMİR')[0]?.symbol).toBe('Fe');
    expect(searchElements(names, 'civa')[0]?.symbol).toBe('Hg');
    expect(searchElements(names, 'kukurt')[0]?.symbol).toBe('S');
    expect(searchElements(names, 'itriyum')[0]?.symbol).toBe('Y');
  });

  it('finds by symbol first, then by number', () => {
    expect(searchElements(names, 'fe')[0]?.symbol).toBe('Fe');
    expect(searchElements(names, 'Au')[0]?.symbol).toBe('Au');
    expect(searchElements(names, 'o')[0]?.symbol).toBe('O');
    expect(searchElements(names, '79').map((element) => element.symbol)).toEqual(['Au']);
    expect(searchElements(names, 'zzz')).toEqual([]);
    expect(searchElements(names, '  ')).toHaveLength(118);
  });
});
