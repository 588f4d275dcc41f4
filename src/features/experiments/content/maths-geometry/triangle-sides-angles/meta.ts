import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Üçgenler" (M.8.3.1): the triangle inequality, sides and opposite angles, the Pythagorean relation. */
export const meta: ExperimentMeta = {
  id: 'triangle-sides-angles',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.3.1',
  icon: '📐',
  title: msg`Üçgenin Kenarları ve Açıları`,
  summary: msg`Pipet parçalarıyla üçgen kurmayı dene: hangi üç uzunluk üçgen olur? Kurduğun üçgenlerde en uzun kenarın karşısındaki açıyı ölç ve 3, 4, 5 birimlik üçgende dik açıyı keşfet.`,
  outcomes: [
    { text: msg`Üçgenin iki kenar uzunluğunun toplamı ve farkı ile üçüncü kenarının uzunluğunu ilişkilendirir.` },
    { text: msg`Üçgenin kenar uzunlukları ile bu kenarların karşısındaki açıların ölçülerini ilişkilendirir.` },
    { text: msg`Pisagor bağıntısını oluşturur ve kenar uzunlukları verilen bir üçgenin dik üçgen olup olmadığına karar verir.` },
  ],
  keywords: [msg`Üçgen eşitsizliği`, msg`Kenar`, msg`Karşı açı`, msg`Dik üçgen`, msg`Pisagor bağıntısı`, msg`Hipotenüs`],
};
