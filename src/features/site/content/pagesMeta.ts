import { t } from '@lingui/core/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { pageHead } from '@/shared/seo/head.ts';

export const aboutHead = () => {
  const { name } = siteConfig;
  return pageHead({
    path: '/about',
    title: t`Hakkımızda`,
    description: t`${name}; 6–18 yaş için MEB müfredatına uyumlu dijital deney içerikleri, deney setleri ve EtkiBot yapay zekâ asistanı sunar. Misyonumuz, değerlerimiz ve teknolojimiz.`,
    keywords: [t`hakkımızda`, t`eğitim teknolojisi`, t`fen bilimleri`, t`deney seti`, t`MEB müfredatı`, t`çevrimdışı eğitim`],
  });
};

export const coursesHead = () =>
  pageHead({
    path: '/courses',
    title: t`İçerikler`,
    description: t`3–8. sınıf Fen Bilimleri ünitelerine göre deneyler, matematik, kodlama ve robotik içerikleri. Her deneyde konu anlatımı, deney yapılışı, örnek sorular, etkileşimli etkinlik, dokümanlar ve hikâye.`,
    keywords: [t`fen bilimleri üniteleri`, t`deney föyü`, t`3. sınıf fen`, t`8. sınıf fen`, t`kodlama`, t`robotik`, t`matematik`],
  });

const contactDescription = () =>
  t`E-posta, telefon ve WhatsApp ile bize ulaşın. Çalışma saatleri, okul hesabı, deney seti kargosu, internetsiz kullanım ve KVKK hakkında sık sorulan sorular.`;

const contactKeywords = () => [t`iletişim`, t`destek`, t`okul hesabı`, t`deney seti kargo`, t`sık sorulan sorular`];

export const contactHead = () => pageHead({ path: '/contact', title: t`İletişim`, description: contactDescription(), keywords: contactKeywords() });

export const helpHead = () => pageHead({ path: '/yardim', title: t`Yardım ve Destek`, description: contactDescription(), keywords: contactKeywords() });

export const schoolsHead = () =>
  pageHead({
    path: '/schools',
    title: t`Okullar İçin`,
    description: t`Okulunuz için hesap açmak, deney setleri ve kurulum hakkında bilgi almak için bize ulaşın. Çalışma saatleri ve sık sorulan sorular.`,
    keywords: [t`okul hesabı`, t`okullar için fen`, t`deney seti`, ...contactKeywords()],
  });
