import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type QuantityId = 'length' | 'area' | 'volume' | 'mass' | 'time' | 'speed' | 'temperature' | 'energy' | 'data';

export type Unit = {
  id: string;
  symbol: MessageDescriptor;
  name: MessageDescriptor;
  /** To the quantity's base unit (metre, m², m³, kg, s, m/s, K, J, bit). */
  toBase: (value: number) => number;
  fromBase: (value: number) => number;
};

export type Quantity = {
  id: QuantityId;
  label: MessageDescriptor;
  units: readonly Unit[];
  /** The pair a class most often converts, chosen when the quantity opens. */
  defaultFrom: string;
  defaultTo: string;
};

/** A unit that is a fixed multiple of the base unit. */
const linear = (id: string, symbol: MessageDescriptor, name: MessageDescriptor, factor: number): Unit => ({
  id,
  symbol,
  name,
  toBase: (value) => value * factor,
  fromBase: (value) => value / factor,
});

// Exact definitions (SI brochure, NIST SP 811): international inch, foot, yard, mile; avoirdupois pound.
const INCH = 0.0254;
const FOOT = 0.3048;
const YARD = 0.9144;
const MILE = 1609.344;
const NAUTICAL_MILE = 1852;
const LIGHT_YEAR = 9_460_730_472_580_800;
const POUND = 0.45359237;
const OUNCE = POUND / 16;
const US_GALLON = 3.785411784e-3;
const UK_GALLON = 4.54609e-3;
const CALORIE = 4.184;
const ELECTRONVOLT = 1.602176634e-19;
const ZERO_CELSIUS = 273.15;

export const QUANTITIES: readonly Quantity[] = [
  {
    id: 'length',
    label: msg`Uzunluk`,
    defaultFrom: 'km',
    defaultTo: 'm',
    units: [
      linear('nm', msg`nm`, msg`nanometre`, 1e-9),
      linear('um', msg`µm`, msg`mikrometre`, 1e-6),
      linear('mm', msg`mm`, msg`milimetre`, 1e-3),
      linear('cm', msg`cm`, msg`santimetre`, 1e-2),
      linear('m', msg`m`, msg`metre`, 1),
      linear('km', msg`km`, msg`kilometre`, 1e3),
      linear('in', msg`in`, msg`inç`, INCH),
      linear('ft', msg`ft`, msg`fit (ayak)`, FOOT),
      linear('yd', msg`yd`, msg`yarda`, YARD),
      linear('mi', msg`mi`, msg`mil`, MILE),
      linear('nmi', msg`nmi`, msg`deniz mili`, NAUTICAL_MILE),
      linear('ly', msg`ly`, msg`ışık yılı`, LIGHT_YEAR),
    ],
  },
  {
    id: 'area',
    label: msg`Alan`,
    defaultFrom: 'da',
    defaultTo: 'm2',
    units: [
      linear('mm2', msg`mm²`, msg`milimetrekare`, 1e-6),
      linear('cm2', msg`cm²`, msg`santimetrekare`, 1e-4),
      linear('m2', msg`m²`, msg`metrekare`, 1),
      linear('da', msg`da`, msg`dekar (dönüm)`, 1e3),
      linear('ha', msg`ha`, msg`hektar`, 1e4),
      linear('km2', msg`km²`, msg`kilometrekare`, 1e6),
      linear('in2', msg`in²`, msg`inçkare`, INCH * INCH),
      linear('ft2', msg`ft²`, msg`fitkare`, FOOT * FOOT),
      linear('ac', msg`ac`, msg`akre`, 4046.8564224),
      linear('mi2', msg`mi²`, msg`milkare`, MILE * MILE),
    ],
  },
  {
    id: 'volume',
    label: msg`Hacim`,
    defaultFrom: 'l',
    defaultTo: 'ml',
    units: [
      linear('ml', msg`mL`, msg`mililitre`, 1e-6),
      linear('cm3', msg`cm³`, msg`santimetreküp`, 1e-6),
      linear('l', msg`L`, msg`litre`, 1e-3),
      linear('dm3', msg`dm³`, msg`desimetreküp`, 1e-3),
      linear('m3', msg`m³`, msg`metreküp`, 1),
      linear('usgal', msg`gal (ABD)`, msg`galon (ABD)`, US_GALLON),
      linear('ukgal', msg`gal (İng.)`, msg`galon (İngiliz)`, UK_GALLON),
    ],
  },
  {
    id: 'mass',
    label: msg`Kütle`,
    defaultFrom: 'kg',
    defaultTo: 'g',
    units: [
      linear('mg', msg`mg`, msg`miligram`, 1e-6),
      linear('g', msg`g`, msg`gram`, 1e-3),
      linear('kg', msg`kg`, msg`kilogram`, 1),
      linear('t', msg`t`, msg`ton`, 1e3),
      linear('ct', msg`ct`, msg`karat`, 2e-4),
      linear('oz', msg`oz`, msg`ons`, OUNCE),
      linear('lb', msg`lb`, msg`libre (pound)`, POUND),
    ],
  },
  {
    id: 'time',
    label: msg`Zaman`,
    defaultFrom: 'h',
    defaultTo: 's',
    units: [
      linear('ms', msg`ms`, msg`milisaniye`, 1e-3),
      linear('s', msg`s`, msg`saniye`, 1),
      linear('min', msg`dk`, msg`dakika`, 60),
      linear('h', msg`sa`, msg`saat`, 3600),
      linear('d', msg`gün`, msg`gün`, 86_400),
      linear('wk', msg`hafta`, msg`hafta`, 604_800),
      linear('yr', msg`yıl`, msg`yıl (365 gün)`, 31_536_000),
    ],
  },
  {
    id: 'speed',
    label: msg`Hız`,
    defaultFrom: 'kmh',
    defaultTo: 'ms',
    units: [
      linear('ms', msg`m/s`, msg`metre/saniye`, 1),
      linear('kmh', msg`km/sa`, msg`kilometre/saat`, 1000 / 3600),
      linear('mph', msg`mil/sa`, msg`mil/saat`, MILE / 3600),
      linear('kn', msg`kn`, msg`knot (deniz mili/saat)`, NAUTICAL_MILE / 3600),
      linear('fts', msg`ft/s`, msg`fit/saniye`, FOOT),
    ],
  },
  {
    id: 'temperature',
    label: msg`Sıcaklık`,
    defaultFrom: 'c',
    defaultTo: 'f',
    units: [
      { id: 'c', symbol: msg`°C`, name: msg`santigrat (Celsius)`, toBase: (c) => c + ZERO_CELSIUS, fromBase: (k) => k - ZERO_CELSIUS },
      {
        id: 'f',
        symbol: msg`°F`,
        name: msg`Fahrenheit`,
        toBase: (f) => ((f - 32) * 5) / 9 + ZERO_CELSIUS,
        fromBase: (k) => ((k - ZERO_CELSIUS) * 9) / 5 + 32,
      },
      { id: 'k', symbol: msg`K`, name: msg`kelvin`, toBase: (k) => k, fromBase: (k) => k },
    ],
  },
  {
    id: 'energy',
    label: msg`Enerji`,
    defaultFrom: 'kcal',
    defaultTo: 'kj',
    units: [
      linear('j', msg`J`, msg`joule`, 1),
      linear('kj', msg`kJ`, msg`kilojoule`, 1e3),
      linear('cal', msg`cal`, msg`kalori`, CALORIE),
      linear('kcal', msg`kcal`, msg`kilokalori`, CALORIE * 1e3),
      linear('wh', msg`Wh`, msg`watt-saat`, 3600),
      linear('kwh', msg`kWh`, msg`kilowatt-saat`, 3.6e6),
      linear('ev', msg`eV`, msg`elektronvolt`, ELECTRONVOLT),
    ],
  },
  {
    id: 'data',
    label: msg`Veri`,
    defaultFrom: 'gb',
    defaultTo: 'mb',
    units: [
      linear('bit', msg`bit`, msg`bit`, 1),
      linear('byte', msg`B`, msg`bayt (8 bit)`, 8),
      linear('kb', msg`KB`, msg`kilobayt (1000 bayt)`, 8e3),
      linear('mb', msg`MB`, msg`megabayt (1000² bayt)`, 8e6),
      linear('gb', msg`GB`, msg`gigabayt (1000³ bayt)`, 8e9),
      linear('tb', msg`TB`, msg`terabayt (1000⁴ bayt)`, 8e12),
      linear('kib', msg`KiB`, msg`kibibayt (1024 bayt)`, 8 * 1024),
      linear('mib', msg`MiB`, msg`mebibayt (1024² bayt)`, 8 * 1024 ** 2),
      linear('gib', msg`GiB`, msg`gibibayt (1024³ bayt)`, 8 * 1024 ** 3),
      linear('tib', msg`TiB`, msg`tebibayt (1024⁴ bayt)`, 8 * 1024 ** 4),
    ],
  },
];

export const findQuantity = (id: string): Quantity => QUANTITIES.find((quantity) => quantity.id === id) ?? QUANTITIES[0]!;

export const findUnit = (quantity: Quantity, id: string): Unit => quantity.units.find((unit) => unit.id === id) ?? quantity.units[0]!;
