import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type Material = { id: string; label: MessageDescriptor };

/** What a cardboard box (pizza-box) solar oven needs. */
export const MATERIALS: readonly Material[] = [
  { id: 'box', label: msg`Kapaklı karton kutu (pizza ya da ayakkabı kutusu)` },
  { id: 'foil', label: msg`Alüminyum folyo (yansıtıcı kapak için)` },
  { id: 'film', label: msg`Şeffaf streç film ya da asetat (pencere için)` },
  { id: 'black', label: msg`Siyah karton ya da siyah kâğıt (tabana, ısıyı soğurur)` },
  { id: 'newspaper', label: msg`Gazete kâğıdı (kenarlara yalıtım için)` },
  { id: 'tape', label: msg`Koli bandı ve yapıştırıcı` },
  { id: 'scissors', label: msg`Makas ya da maket bıçağı (bir yetişkinle)` },
  { id: 'ruler', label: msg`Cetvel ve kalem` },
  { id: 'stick', label: msg`Kapağı tutmak için çubuk (pipet ya da tahta şiş)` },
  { id: 'protractor', label: msg`Açıölçer (kapak açısını ayarlamak için)` },
  { id: 'thermometer', label: msg`Fırın termometresi` },
  { id: 'food', label: msg`Yiyecek: bisküvi, çikolata ya da tost ekmeği ve peynir` },
  { id: 'mitts', label: msg`Fırın eldiveni` },
];

export type TemperatureStep = { celsius: number; what: MessageDescriptor };

/** What happens at each temperature, so a class can set a realistic goal. */
export const TEMPERATURE_GUIDE: readonly TemperatureStep[] = [
  { celsius: 35, what: msg`Çikolata yumuşamaya başlar.` },
  { celsius: 45, what: msg`Çikolata erir; bisküvi arasında çikolata tatlısı yapılabilir.` },
  { celsius: 60, what: msg`Kaşar peyniri erir; tost ısınır.` },
  { celsius: 80, what: msg`Elma dilimleri uzun sürede yumuşar.` },
  { celsius: 100, what: msg`Su kaynar: karton kutu fırın buraya nadiren ulaşır.` },
];
