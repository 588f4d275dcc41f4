/** A place on the Earth in degrees (north and east positive). */
export type GeoPoint = { latitude: number; longitude: number };

export type TurkishCity = GeoPoint & {
  /** Licence-plate code, 1–81: a stable id for a province. */
  plate: number;
  /** The provincial capital's name (a proper noun, the same in every sentence). */
  name: string;
};

// Coordinates of each provincial capital's centre, to 0.01° (about 1 km): more than
// enough for sun positions and eclipse circumstances.
export const TURKISH_CITIES: readonly TurkishCity[] = [
  { plate: 1, name: 'Adana', latitude: 37.0, longitude: 35.32 },
  { plate: 2, name: 'Adıyaman', latitude: 37.76, longitude: 38.28 },
  { plate: 3, name: 'Afyonkarahisar', latitude: 38.76, longitude: 30.54 },
  { plate: 4, name: 'Ağrı', latitude: 39.72, longitude: 43.05 },
  { plate: 5, name: 'Amasya', latitude: 40.65, longitude: 35.83 },
  { plate: 6, name: 'Ankara', latitude: 39.93, longitude: 32.86 },
  { plate: 7, name: 'Antalya', latitude: 36.9, longitude: 30.7 },
  { plate: 8, name: 'Artvin', latitude: 41.18, longitude: 41.82 },
  { plate: 9, name: 'Aydın', latitude: 37.85, longitude: 27.85 },
  { plate: 10, name: 'Balıkesir', latitude: 39.65, longitude: 27.88 },
  { plate: 11, name: 'Bilecik', latitude: 40.14, longitude: 29.98 },
  { plate: 12, name: 'Bingöl', latitude: 38.88, longitude: 40.5 },
  { plate: 13, name: 'Bitlis', latitude: 38.4, longitude: 42.11 },
  { plate: 14, name: 'Bolu', latitude: 40.74, longitude: 31.61 },
  { plate: 15, name: 'Burdur', latitude: 37.72, longitude: 30.29 },
  { plate: 16, name: 'Bursa', latitude: 40.19, longitude: 29.06 },
  { plate: 17, name: 'Çanakkale', latitude: 40.15, longitude: 26.41 },
  { plate: 18, name: 'Çankırı', latitude: 40.6, longitude: 33.62 },
  { plate: 19, name: 'Çorum', latitude: 40.55, longitude: 34.95 },
  { plate: 20, name: 'Denizli', latitude: 37.78, longitude: 29.09 },
  { plate: 21, name: 'Diyarbakır', latitude: 37.91, longitude: 40.24 },
  { plate: 22, name: 'Edirne', latitude: 41.68, longitude: 26.56 },
  { plate: 23, name: 'Elazığ', latitude: 38.68, longitude: 39.22 },
  { plate: 24, name: 'Erzincan', latitude: 39.75, longitude: 39.49 },
  { plate: 25, name: 'Erzurum', latitude: 39.9, longitude: 41.27 },
  { plate: 26, name: 'Eskişehir', latitude: 39.78, longitude: 30.52 },
  { plate: 27, name: 'Gaziantep', latitude: 37.07, longitude: 37.38 },
  { plate: 28, name: 'Giresun', latitude: 40.91, longitude: 38.39 },
  { plate: 29, name: 'Gümüşhane', latitude: 40.46, longitude: 39.48 },
  { plate: 30, name: 'Hakkâri', latitude: 37.58, longitude: 43.74 },
  { plate: 31, name: 'Hatay', latitude: 36.2, longitude: 36.16 },
  { plate: 32, name: 'Isparta', latitude: 37.76, longitude: 30.55 },
  { plate: 33, name: 'Mersin', latitude: 36.81, longitude: 34.64 },
  { plate: 34, name: 'İstanbul', latitude: 41.01, longitude: 28.98 },
  { plate: 35, name: 'İzmir', latitude: 38.42, longitude: 27.14 },
  { plate: 36, name: 'Kars', latitude: 40.6, longitude: 43.1 },
  { plate: 37, name: 'Kastamonu', latitude: 41.38, longitude: 33.78 },
  { plate: 38, name: 'Kayseri', latitude: 38.73, longitude: 35.49 },
  { plate: 39, name: 'Kırklareli', latitude: 41.74, longitude: 27.22 },
  { plate: 40, name: 'Kırşehir', latitude: 39.15, longitude: 34.16 },
  { plate: 41, name: 'Kocaeli', latitude: 40.77, longitude: 29.92 },
  { plate: 42, name: 'Konya', latitude: 37.87, longitude: 32.48 },
  { plate: 43, name: 'Kütahya', latitude: 39.42, longitude: 29.98 },
  { plate: 44, name: 'Malatya', latitude: 38.35, longitude: 38.31 },
  { plate: 45, name: 'Manisa', latitude: 38.61, longitude: 27.43 },
  { plate: 46, name: 'Kahramanmaraş', latitude: 37.58, longitude: 36.94 },
  { plate: 47, name: 'Mardin', latitude: 37.31, longitude: 40.74 },
  { plate: 48, name: 'Muğla', latitude: 37.22, longitude: 28.36 },
  { plate: 49, name: 'Muş', latitude: 38.75, longitude: 41.51 },
  { plate: 50, name: 'Nevşehir', latitude: 38.62, longitude: 34.71 },
  { plate: 51, name: 'Niğde', latitude: 37.97, longitude: 34.68 },
  { plate: 52, name: 'Ordu', latitude: 40.98, longitude: 37.88 },
  { plate: 53, name: 'Rize', latitude: 41.02, longitude: 40.52 },
  { plate: 54, name: 'Sakarya', latitude: 40.78, longitude: 30.4 },
  { plate: 55, name: 'Samsun', latitude: 41.29, longitude: 36.33 },
  { plate: 56, name: 'Siirt', latitude: 37.93, longitude: 41.94 },
  { plate: 57, name: 'Sinop', latitude: 42.03, longitude: 35.15 },
  { plate: 58, name: 'Sivas', latitude: 39.75, longitude: 37.02 },
  { plate: 59, name: 'Tekirdağ', latitude: 40.98, longitude: 27.51 },
  { plate: 60, name: 'Tokat', latitude: 40.31, longitude: 36.55 },
  { plate: 61, name: 'Trabzon', latitude: 41.0, longitude: 39.72 },
  { plate: 62, name: 'Tunceli', latitude: 39.11, longitude: 39.55 },
  { plate: 63, name: 'Şanlıurfa', latitude: 37.16, longitude: 38.79 },
  { plate: 64, name: 'Uşak', latitude: 38.68, longitude: 29.41 },
  { plate: 65, name: 'Van', latitude: 38.49, longitude: 43.38 },
  { plate: 66, name: 'Yozgat', latitude: 39.82, longitude: 34.81 },
  { plate: 67, name: 'Zonguldak', latitude: 41.46, longitude: 31.79 },
  { plate: 68, name: 'Aksaray', latitude: 38.37, longitude: 34.03 },
  { plate: 69, name: 'Bayburt', latitude: 40.26, longitude: 40.23 },
  { plate: 70, name: 'Karaman', latitude: 37.18, longitude: 33.22 },
  { plate: 71, name: 'Kırıkkale', latitude: 39.85, longitude: 33.51 },
  { plate: 72, name: 'Batman', latitude: 37.89, longitude: 41.13 },
  { plate: 73, name: 'Şırnak', latitude: 37.52, longitude: 42.46 },
  { plate: 74, name: 'Bartın', latitude: 41.63, longitude: 32.34 },
  { plate: 75, name: 'Ardahan', latitude: 41.11, longitude: 42.7 },
  { plate: 76, name: 'Iğdır', latitude: 39.92, longitude: 44.05 },
  { plate: 77, name: 'Yalova', latitude: 40.65, longitude: 29.27 },
  { plate: 78, name: 'Karabük', latitude: 41.2, longitude: 32.62 },
  { plate: 79, name: 'Kilis', latitude: 36.72, longitude: 37.12 },
  { plate: 80, name: 'Osmaniye', latitude: 37.07, longitude: 36.25 },
  { plate: 81, name: 'Düzce', latitude: 40.84, longitude: 31.16 },
];

/** Ankara: the capital, and the default for every tool that asks for a city. */
export const DEFAULT_CITY_PLATE = 6;

/** The cities in Turkish alphabetical order (Ç after C, İ after I), for pickers. */
export const CITIES_BY_NAME: readonly TurkishCity[] = [...TURKISH_CITIES].sort((a, b) => a.name.localeCompare(b.name, 'tr'));

export const findCity = (plate: number): TurkishCity =>
  TURKISH_CITIES.find((city) => city.plate === plate) ?? (TURKISH_CITIES[DEFAULT_CITY_PLATE - 1] as TurkishCity);
