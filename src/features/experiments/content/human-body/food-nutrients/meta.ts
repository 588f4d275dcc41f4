import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Besinlerimiz": nutrients and what they do, water and minerals in every food, fresh food and labels, a balanced diet. */
export const meta: ExperimentMeta = {
  id: 'food-nutrients',
  kitId: 'human-body',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.2',
  icon: '🥗',
  title: msg`Besinlerin İçinde Neler Var?`,
  summary: msg`Kâğıt testiyle besinlerdeki su ve yağı, öğretmeninin damlattığı iyot çözeltisiyle nişastayı ara; paketlerin etiketlerini oku. Dengeli bir öğünün neden farklı besinlerden oluşması gerektiğini keşfet.`,
  outcomes: [
    { code: 'F.4.2.1.1', text: msg`Canlı yaşamı ve besin içerikleri arasındaki ilişkiyi açıklar.` },
    { code: 'F.4.2.1.2', text: msg`Su ve minerallerin bütün besinlerde bulunduğu çıkarımını yapar.` },
    { code: 'F.4.2.1.3', text: msg`Sağlıklı bir yaşam için besinlerin tazeliğinin ve doğallığının önemini, araştırma verilerine dayalı olarak tartışır.` },
    { code: 'F.4.2.1.4', text: msg`İnsan sağlığı ile dengeli beslenmeyi ilişkilendirir.` },
  ],
  keywords: [msg`Besin içeriği`, msg`Karbonhidrat`, msg`Protein`, msg`Yağ`, msg`Vitamin`, msg`Mineral`, msg`Dengeli beslenme`],
};
