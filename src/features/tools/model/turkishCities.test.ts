import { describe, expect, it } from 'vitest';
import { CITIES_BY_NAME, findCity, TURKISH_CITIES } from './turkishCities.ts';

describe('turkishCities', () => {
  it('lists the 81 provincial capitals once each, by plate code', () => {
    expect(TURKISH_CITIES).toHaveLength(81);
    expect(TURKISH_CITIES.map((city) => city.plate)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(new Set(TURKISH_CITIES.map((city) => city.name)).size).toBe(81);
  });

  it('keeps every capital inside Türkiye', () => {
    for (const city of TURKISH_CITIES) {
      expect(city.latitude).toBeGreaterThan(35.8);
      expect(city.latitude).toBeLessThan(42.2);
      expect(city.longitude).toBeGreaterThan(25.6);
      expect(city.longitude).toBeLessThan(44.9);
    }
  });

  it('has reference positions for the big cities', () => {
    expect(findCity(6)).toMatchObject({ name: 'Ankara', latitude: 39.93, longitude: 32.86 });
    expect(findCity(34)).toMatchObject({ name: 'İstanbul' });
    expect(findCity(999).name).toBe('Ankara');
  });

  it('sorts names with Turkish rules', () => {
    const names = CITIES_BY_NAME.map((city) => city.name);
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Burdur'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('Iğdır')).toBeLessThan(names.indexOf('İstanbul'));
  });
});
