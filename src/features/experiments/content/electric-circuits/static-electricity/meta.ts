import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Elektrik Yükleri ve Elektrik Enerjisi": charging by rubbing, a jar-and-foil electroscope, energy saving and mains safety (explained, never tried). */
export const meta: ExperimentMeta = {
  id: 'static-electricity',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.7',
  icon: '🎈',
  title: msg`Balon Saçlarımı Neden Çekiyor?`,
  summary: msg`Bir balonu yün kumaşa sürterek elektrikle yükle; kâğıt parçalarını, su akışını ve başka bir balonu nasıl etkilediğini gözle. Kavanoz ve folyodan bir elektroskop yap; elektrik enerjisini güvenli ve tasarruflu kullanmayı öğren.`,
  outcomes: [
    { code: 'F.8.7.1.2', text: msg`Elektrik yüklerini sınıflandırarak aynı ve farklı cins elektrik yüklerinin birbirlerine etkisini açıklar.` },
    { code: 'F.8.7.1.3', text: msg`Deneyler yaparak elektriklenme çeşitlerini fark eder.` },
    { code: 'F.8.7.2.1', text: msg`Cisimleri, sahip oldukları elektrik yükleri bakımından sınıflandırır.` },
    {
      text: msg`Elektrik enerjisinin ısı, ışık ve hareket enerjisine dönüştüğü araçlara örnekler verir; elektriği güvenli ve tasarruflu kullanmanın önemini tartışır.`,
    },
  ],
  keywords: [msg`Elektriklenme`, msg`Elektrik yükü`, msg`Nötr cisim`, msg`Elektroskop`, msg`Topraklama`, msg`Enerji tasarrufu`],
};
