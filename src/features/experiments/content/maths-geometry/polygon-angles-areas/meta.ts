import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Çokgenler" (M.7.3.2): the angle sum of a polygon, regular polygons, and the areas of the trapezium, parallelogram and rhombus. */
export const meta: ExperimentMeta = {
  id: 'polygon-angles-areas',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.3.2',
  icon: '🔷',
  title: msg`Çokgenlerin Açıları ve Dörtgenlerin Alanları`,
  summary: msg`Kâğıt çokgenleri bir köşeden üçgenlere ayırarak iç açılar toplamını bul; geometri tahtasında yamuk, paralelkenar ve eşkenar dörtgen kurup alanlarını dikdörtgen ve üçgenlerle karşılaştır.`,
  outcomes: [
    { text: msg`Çokgenlerin köşegenlerini, iç ve dış açılarını belirler; iç ve dış açılarının ölçüleri toplamını hesaplar.` },
    { text: msg`Düzgün çokgenlerin kenar ve açı özelliklerini açıklar.` },
    { text: msg`Dikdörtgen, paralelkenar, yamuk ve eşkenar dörtgeni tanır; açı özelliklerini belirler.` },
    { text: msg`Yamuk, paralelkenar ve eşkenar dörtgenin alan bağıntılarını oluşturur; ilgili problemleri çözer.` },
  ],
  keywords: [msg`Çokgen`, msg`İç açılar toplamı`, msg`Düzgün çokgen`, msg`Yamuk`, msg`Paralelkenar`, msg`Eşkenar dörtgen`],
};
