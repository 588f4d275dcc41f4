/* eslint-disable lingui/no-unlocalized-strings -- discoverers are proper names, kept as written in Turkish sources */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A standard atomic weight as written (trailing zeros are significant: "20.180"), or `[n]`: the mass number of the longest-lived
 * isotope of an element with no stable isotopes (shown in brackets).
 */
export type AtomicMass = string | readonly [number];

/** [symbol, Turkish name, mass, discovery year (null: known since antiquity), discoverer(s)]. */
type Row = readonly [string, MessageDescriptor, AtomicMass, number | null, string | null];

/**
 * The 118 elements in atomic-number order. Names: Türkçe adlar (TÜBA/TDK
 * usage). Masses: IUPAC 2021 abridged standard atomic weights (conventional
 * values where IUPAC gives an interval, e.g. H 1,008, C 12,011).
 */
const ROWS: readonly Row[] = [
  ['H', msg`Hidrojen`, '1.008', 1766, 'Henry Cavendish'],
  ['He', msg`Helyum`, '4.0026', 1868, 'Pierre Janssen, Norman Lockyer'],
  ['Li', msg`Lityum`, '6.94', 1817, 'Johan August Arfwedson'],
  ['Be', msg`Berilyum`, '9.0122', 1798, 'Louis-Nicolas Vauquelin'],
  ['B', msg`Bor`, '10.81', 1808, 'Joseph Louis Gay-Lussac, Louis Jacques Thénard'],
  ['C', msg`Karbon`, '12.011', null, null],
  ['N', msg`Azot`, '14.007', 1772, 'Daniel Rutherford'],
  ['O', msg`Oksijen`, '15.999', 1774, 'Joseph Priestley, Carl Wilhelm Scheele'],
  ['F', msg`Flor`, '18.998', 1886, 'Henri Moissan'],
  ['Ne', msg`Neon`, '20.180', 1898, 'William Ramsay, Morris Travers'],
  ['Na', msg`Sodyum`, '22.990', 1807, 'Humphry Davy'],
  ['Mg', msg`Magnezyum`, '24.305', 1755, 'Joseph Black'],
  ['Al', msg`Alüminyum`, '26.982', 1825, 'Hans Christian Ørsted'],
  ['Si', msg`Silisyum`, '28.085', 1824, 'Jöns Jacob Berzelius'],
  ['P', msg`Fosfor`, '30.974', 1669, 'Hennig Brand'],
  ['S', msg`Kükürt`, '32.06', null, null],
  ['Cl', msg`Klor`, '35.45', 1774, 'Carl Wilhelm Scheele'],
  ['Ar', msg`Argon`, '39.95', 1894, 'Lord Rayleigh, William Ramsay'],
  ['K', msg`Potasyum`, '39.098', 1807, 'Humphry Davy'],
  ['Ca', msg`Kalsiyum`, '40.078', 1808, 'Humphry Davy'],
  ['Sc', msg`Skandiyum`, '44.956', 1879, 'Lars Fredrik Nilson'],
  ['Ti', msg`Titanyum`, '47.867', 1791, 'William Gregor'],
  ['V', msg`Vanadyum`, '50.942', 1801, 'Andrés Manuel del Río'],
  ['Cr', msg`Krom`, '51.996', 1797, 'Louis-Nicolas Vauquelin'],
  ['Mn', msg`Mangan`, '54.938', 1774, 'Johan Gottlieb Gahn'],
  ['Fe', msg`Demir`, '55.845', null, null],
  ['Co', msg`Kobalt`, '58.933', 1735, 'Georg Brandt'],
  ['Ni', msg`Nikel`, '58.693', 1751, 'Axel Fredrik Cronstedt'],
  ['Cu', msg`Bakır`, '63.546', null, null],
  ['Zn', msg`Çinko`, '65.38', 1746, 'Andreas Sigismund Marggraf'],
  ['Ga', msg`Galyum`, '69.723', 1875, 'Paul-Émile Lecoq de Boisbaudran'],
  ['Ge', msg`Germanyum`, '72.630', 1886, 'Clemens Winkler'],
  ['As', msg`Arsenik`, '74.922', 1250, 'Albertus Magnus'],
  ['Se', msg`Selenyum`, '78.971', 1817, 'Jöns Jacob Berzelius'],
  ['Br', msg`Brom`, '79.904', 1826, 'Antoine Jérôme Balard'],
  ['Kr', msg`Kripton`, '83.798', 1898, 'William Ramsay, Morris Travers'],
  ['Rb', msg`Rubidyum`, '85.468', 1861, 'Robert Bunsen, Gustav Kirchhoff'],
  ['Sr', msg`Stronsiyum`, '87.62', 1790, 'Adair Crawford'],
  ['Y', msg`İtriyum`, '88.906', 1794, 'Johan Gadolin'],
  ['Zr', msg`Zirkonyum`, '91.224', 1789, 'Martin Heinrich Klaproth'],
  ['Nb', msg`Niyobyum`, '92.906', 1801, 'Charles Hatchett'],
  ['Mo', msg`Molibden`, '95.95', 1778, 'Carl Wilhelm Scheele'],
  ['Tc', msg`Teknesyum`, [97], 1937, 'Carlo Perrier, Emilio Segrè'],
  ['Ru', msg`Rutenyum`, '101.07', 1844, 'Karl Ernst Claus'],
  ['Rh', msg`Rodyum`, '102.91', 1804, 'William Hyde Wollaston'],
  ['Pd', msg`Paladyum`, '106.42', 1802, 'William Hyde Wollaston'],
  ['Ag', msg`Gümüş`, '107.87', null, null],
  ['Cd', msg`Kadmiyum`, '112.41', 1817, 'Friedrich Stromeyer'],
  ['In', msg`İndiyum`, '114.82', 1863, 'Ferdinand Reich, Hieronymous Theodor Richter'],
  ['Sn', msg`Kalay`, '118.71', null, null],
  ['Sb', msg`Antimon`, '121.76', null, null],
  ['Te', msg`Tellür`, '127.60', 1782, 'Franz-Joseph Müller von Reichenstein'],
  ['I', msg`İyot`, '126.90', 1811, 'Bernard Courtois'],
  ['Xe', msg`Ksenon`, '131.29', 1898, 'William Ramsay, Morris Travers'],
  ['Cs', msg`Sezyum`, '132.91', 1860, 'Robert Bunsen, Gustav Kirchhoff'],
  ['Ba', msg`Baryum`, '137.33', 1772, 'Carl Wilhelm Scheele'],
  ['La', msg`Lantan`, '138.91', 1839, 'Carl Gustaf Mosander'],
  ['Ce', msg`Seryum`, '140.12', 1803, 'Jöns Jacob Berzelius, Wilhelm Hisinger, Martin Heinrich Klaproth'],
  ['Pr', msg`Praseodim`, '140.91', 1885, 'Carl Auer von Welsbach'],
  ['Nd', msg`Neodim`, '144.24', 1885, 'Carl Auer von Welsbach'],
  ['Pm', msg`Prometyum`, [145], 1945, 'Jacob Marinsky, Lawrence Glendenin, Charles Coryell'],
  ['Sm', msg`Samaryum`, '150.36', 1879, 'Paul-Émile Lecoq de Boisbaudran'],
  ['Eu', msg`Evropiyum`, '151.96', 1901, 'Eugène-Anatole Demarçay'],
  ['Gd', msg`Gadolinyum`, '157.25', 1880, 'Jean Charles Galissard de Marignac'],
  ['Tb', msg`Terbiyum`, '158.93', 1843, 'Carl Gustaf Mosander'],
  ['Dy', msg`Disprozyum`, '162.50', 1886, 'Paul-Émile Lecoq de Boisbaudran'],
  ['Ho', msg`Holmiyum`, '164.93', 1878, 'Marc Delafontaine, Jacques-Louis Soret, Per Teodor Cleve'],
  ['Er', msg`Erbiyum`, '167.26', 1843, 'Carl Gustaf Mosander'],
  ['Tm', msg`Tulyum`, '168.93', 1879, 'Per Teodor Cleve'],
  ['Yb', msg`İterbiyum`, '173.05', 1878, 'Jean Charles Galissard de Marignac'],
  ['Lu', msg`Lutesyum`, '174.97', 1907, 'Georges Urbain, Carl Auer von Welsbach'],
  ['Hf', msg`Hafniyum`, '178.49', 1923, 'Dirk Coster, George de Hevesy'],
  ['Ta', msg`Tantal`, '180.95', 1802, 'Anders Gustaf Ekeberg'],
  ['W', msg`Tungsten`, '183.84', 1783, 'Juan José Elhuyar, Fausto Elhuyar'],
  ['Re', msg`Renyum`, '186.21', 1925, 'Walter Noddack, Ida Noddack, Otto Berg'],
  ['Os', msg`Osmiyum`, '190.23', 1803, 'Smithson Tennant'],
  ['Ir', msg`İridyum`, '192.22', 1803, 'Smithson Tennant'],
  ['Pt', msg`Platin`, '195.08', 1735, 'Antonio de Ulloa'],
  ['Au', msg`Altın`, '196.97', null, null],
  ['Hg', msg`Cıva`, '200.59', null, null],
  ['Tl', msg`Talyum`, '204.38', 1861, 'William Crookes'],
  ['Pb', msg`Kurşun`, '207.2', null, null],
  ['Bi', msg`Bizmut`, '208.98', 1753, 'Claude François Geoffroy'],
  ['Po', msg`Polonyum`, [209], 1898, 'Marie Curie, Pierre Curie'],
  ['At', msg`Astatin`, [210], 1940, 'Dale Corson, Kenneth MacKenzie, Emilio Segrè'],
  ['Rn', msg`Radon`, [222], 1899, 'Ernest Rutherford, Robert B. Owens'],
  ['Fr', msg`Fransiyum`, [223], 1939, 'Marguerite Perey'],
  ['Ra', msg`Radyum`, [226], 1898, 'Marie Curie, Pierre Curie'],
  ['Ac', msg`Aktinyum`, [227], 1899, 'André-Louis Debierne'],
  ['Th', msg`Toryum`, '232.04', 1829, 'Jöns Jacob Berzelius'],
  ['Pa', msg`Protaktinyum`, '231.04', 1913, 'Kasimir Fajans, Oswald Helmuth Göhring'],
  ['U', msg`Uranyum`, '238.03', 1789, 'Martin Heinrich Klaproth'],
  ['Np', msg`Neptünyum`, [237], 1940, 'Edwin McMillan, Philip Abelson'],
  ['Pu', msg`Plütonyum`, [244], 1940, 'Glenn T. Seaborg ve ekibi'],
  ['Am', msg`Amerikyum`, [243], 1944, 'Glenn T. Seaborg ve ekibi'],
  ['Cm', msg`Küriyum`, [247], 1944, 'Glenn T. Seaborg, Ralph James, Albert Ghiorso'],
  ['Bk', msg`Berkelyum`, [247], 1949, 'Stanley Thompson, Albert Ghiorso, Glenn T. Seaborg'],
  ['Cf', msg`Kaliforniyum`, [251], 1950, 'Stanley Thompson, Kenneth Street, Albert Ghiorso, Glenn T. Seaborg'],
  ['Es', msg`Aynştaynyum`, [252], 1952, 'Albert Ghiorso ve ekibi'],
  ['Fm', msg`Fermiyum`, [257], 1952, 'Albert Ghiorso ve ekibi'],
  ['Md', msg`Mendelevyum`, [258], 1955, 'Albert Ghiorso, Glenn T. Seaborg ve ekibi'],
  ['No', msg`Nobelyum`, [259], 1966, 'Georgiy Flerov ve ekibi (Dubna)'],
  ['Lr', msg`Lavrensiyum`, [262], 1961, 'Albert Ghiorso ve ekibi (Berkeley)'],
  ['Rf', msg`Rutherfordiyum`, [267], 1964, 'Dubna ve Berkeley ekipleri'],
  ['Db', msg`Dubniyum`, [268], 1968, 'Dubna ve Berkeley ekipleri'],
  ['Sg', msg`Seaborgiyum`, [269], 1974, 'Albert Ghiorso ve ekibi (Berkeley)'],
  ['Bh', msg`Bohriyum`, [270], 1981, 'Peter Armbruster, Gottfried Münzenberg (GSI)'],
  ['Hs', msg`Hassiyum`, [269], 1984, 'Peter Armbruster, Gottfried Münzenberg (GSI)'],
  ['Mt', msg`Meitneriyum`, [278], 1982, 'Peter Armbruster, Gottfried Münzenberg (GSI)'],
  ['Ds', msg`Darmstadtiyum`, [281], 1994, 'Sigurd Hofmann ve ekibi (GSI)'],
  ['Rg', msg`Röntgenyum`, [282], 1994, 'Sigurd Hofmann ve ekibi (GSI)'],
  ['Cn', msg`Kopernikyum`, [285], 1996, 'Sigurd Hofmann ve ekibi (GSI)'],
  ['Nh', msg`Nihonyum`, [286], 2004, 'Kōsuke Morita ve ekibi (RIKEN)'],
  ['Fl', msg`Flerovyum`, [289], 1999, 'Yuri Oganessian ve ekibi (Dubna)'],
  ['Mc', msg`Moskovyum`, [290], 2003, 'Dubna ve Livermore ekipleri'],
  ['Lv', msg`Livermoryum`, [293], 2000, 'Dubna ve Livermore ekipleri'],
  ['Ts', msg`Tennesin`, [294], 2010, 'Dubna, Oak Ridge ve Livermore ekipleri'],
  ['Og', msg`Oganesson`, [294], 2002, 'Yuri Oganessian ve ekibi (Dubna, Livermore)'],
];

export type ElementCategory =
  | 'alkali-metal'
  | 'alkaline-earth-metal'
  | 'transition-metal'
  | 'post-transition-metal'
  | 'metalloid'
  | 'reactive-nonmetal'
  | 'noble-gas'
  | 'lanthanide'
  | 'actinide'
  | 'unknown';

export type StateOfMatter = 'solid' | 'liquid' | 'gas' | 'unknown';

export type ChemicalElement = {
  number: number;
  symbol: string;
  name: MessageDescriptor;
  mass: AtomicMass;
  discoveryYear: number | null;
  discoverer: string | null;
};

export const ELEMENTS: readonly ChemicalElement[] = ROWS.map(([symbol, name, mass, discoveryYear, discoverer], index) => ({
  number: index + 1,
  symbol,
  name,
  mass,
  discoveryYear,
  discoverer,
}));

const inRange = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The usual ten-colour school classification. Elements from 109 on are made
 * a few atoms at a time, so their chemistry is unknown.
 */
const CATEGORY_MEMBERS: Readonly<Record<Exclude<ElementCategory, 'transition-metal'>, readonly number[]>> = {
  'alkali-metal': [3, 11, 19, 37, 55, 87],
  'alkaline-earth-metal': [4, 12, 20, 38, 56, 88],
  'reactive-nonmetal': [1, 6, 7, 8, 9, 15, 16, 17, 34, 35, 53],
  'noble-gas': [2, 10, 18, 36, 54, 86],
  metalloid: [5, 14, 32, 33, 51, 52],
  'post-transition-metal': [13, 31, 49, 50, 81, 82, 83, 84, 85],
  lanthanide: inRange(57, 71),
  actinide: inRange(89, 103),
  unknown: inRange(109, 118),
};

export function categoryOf(number: number): ElementCategory {
  for (const [category, members] of Object.entries(CATEGORY_MEMBERS)) {
    if (members.includes(number)) return category as ElementCategory;
  }
  return 'transition-metal';
}

const GASES = [1, 2, 7, 8, 9, 10, 17, 18, 36, 54, 86];
const LIQUIDS = [35, 80];
/** From fermium on, no element has been made in a visible amount. */
const FIRST_UNOBSERVED = 100;

/** State at 25 °C and 1 atm (gallium melts at 29,8 °C and caesium at 28,5 °C, so both are solid). */
export function stateAt25C(number: number): StateOfMatter {
  if (GASES.includes(number)) return 'gas';
  if (LIQUIDS.includes(number)) return 'liquid';
  return number >= FIRST_UNOBSERVED ? 'unknown' : 'solid';
}

export const findElement = (number: number): ChemicalElement | undefined => ELEMENTS[number - 1];
