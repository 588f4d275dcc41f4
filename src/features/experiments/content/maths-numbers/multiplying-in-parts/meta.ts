import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Doğal Sayılarla Çarpma İşlemi": multiplying with an area model and in columns, changing the order of three factors, multiplying by 10, 100, 1000 and by 5, 25, 50 the short way, problems. */
export const meta: ExperimentMeta = {
  id: 'multiplying-in-parts',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.4',
  icon: '🧺',
  title: msg`Parçalayarak Çarp`,
  summary: msg`Kareli kâğıtta dikdörtgenleri parçalara ayırarak çarp; üç sayıyı uygun sırayla çarp, 10, 100, 1000 ve 5, 25, 50 ile kısa yoldan çarpmayı sayı doğrusunda eşit zıplamalarla keşfet.`,
  outcomes: [
    { text: msg`Çarpımı en çok beş basamaklı olacak şekilde iki doğal sayıyla çarpma işlemini yapar.` },
    { text: msg`Üç doğal sayı ile yapılan çarpma işleminde çarpılma sırasının değişmesinin sonucu değiştirmediğini gösterir.` },
    { text: msg`Bir doğal sayıyı 10, 100 ve 1000 ile; 5, 25 ve 50 ile kısa yoldan çarpar.` },
    { text: msg`Doğal sayılarla çarpma işlemini gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Çarpma`, msg`Alan modeli`, msg`Kısa yoldan çarpma`, msg`Çarpan`, msg`Çarpım`],
};
