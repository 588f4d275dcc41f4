import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Oran" (M.6.1.7): ratio, writing ratios in different ways, equivalent ratios in a recipe. */
export const meta: ExperimentMeta = {
  id: 'juice-ratio',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.7',
  icon: '🍒',
  title: msg`Şerbetin Tadı Oranda Saklı`,
  summary: msg`Şurup ve suyu farklı oranlarda karıştırıp renklerini karşılaştır; tarifi büyütürken tadın aynı kalması için oranın korunması gerektiğini keşfet.`,
  outcomes: [
    { text: msg`Çoklukları karşılaştırmada oran kullanır ve oranı farklı biçimlerde (a/b, a : b) gösterir.` },
    {
      text: msg`Bir bütünün iki parçaya ayrıldığı durumlarda iki parçanın birbirine veya her bir parçanın bütüne oranını belirler, problem durumlarında oranlardan biri verildiğinde diğerini bulur.`,
    },
    { text: msg`Eşit oranlar oluşturur ve bir tarifi büyütüp küçültürken oranı korur.` },
  ],
  keywords: [msg`Oran`, msg`Eşit oranlar`, msg`Karışım`, msg`Tarif`, msg`Parça-bütün`],
};
