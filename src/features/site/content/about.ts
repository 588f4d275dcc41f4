import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { curriculumPercent, itemCount } from '@/shared/content/libraryFigures.ts';

export type LandingStat = {
  id: 'content' | 'years' | 'curriculum';
  icon: string;
  /** A figure, not words; written the Turkish way: the percent sign comes first (%100). */
  value: string;
  label: MessageDescriptor;
};

/** docs/behaviour.md#what-the-product-offers landing statistics: the library's counted from it when the app is built. */
export const landingStats: readonly LandingStat[] = [
  { id: 'content', icon: '🧪', value: itemCount(), label: msg`dijital içerik` },
  { id: 'years', icon: '📅', value: '3+', label: msg`yıllık deneyim` },
  { id: 'curriculum', icon: '✅', value: `%${curriculumPercent()}`, label: msg`müfredat uyumlu` },
];

export type InfoCard = {
  id: string;
  icon: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
};

export const values: readonly InfoCard[] = [
  {
    id: 'curiosity',
    icon: '🔍',
    title: msg`Merak`,
    text: msg`Her ders bir soruyla başlar. Çocukların “neden?” diye sormasını ve cevabı deneyerek bulmasını destekleriz.`,
  },
  {
    id: 'safety',
    icon: '🦺',
    title: msg`Güvenlik`,
    text: msg`Deneyler yaşa uygun malzemelerle tasarlanır, her adımda güvenlik uyarıları yer alır.`,
  },
  {
    id: 'equity',
    icon: '🤝',
    title: msg`Fırsat Eşitliği`,
    text: msg`İnternet bağlantısı zayıf okullarda da aynı içeriğe erişilebilmesi bizim için bir tasarım kuralıdır.`,
  },
  {
    id: 'accuracy',
    icon: '📏',
    title: msg`Bilimsel Doğruluk`,
    text: msg`İçerikler öğretim programındaki kazanımlara göre hazırlanır ve program değiştikçe güncellenir.`,
  },
];

export const studentBenefits: readonly MessageDescriptor[] = [
  msg`Konuyu okuyarak değil, deneyerek ve gözlemleyerek öğrenir.`,
  msg`Her deneyin hikâyesi ve etkileşimli etkinliğiyle konuya ilgi duyar.`,
  msg`Örnek sorularla kendini sınar, anında geri bildirim alır.`,
  msg`İlerleme haritasında neyi tamamladığını ve sırada ne olduğunu görür.`,
  msg`Takıldığında EtkiBot asistanından yaşına uygun açıklamalar alır.`,
];

export const teacherBenefits: readonly MessageDescriptor[] = [
  msg`Ünitelere göre hazır ders akışı: konu anlatımı, deney föyü, sorular ve dokümanlar bir arada.`,
  msg`Ödev verip teslimleri ve sınıfın ilerlemesini tek ekrandan izler.`,
  msg`Yazdırılabilir çalışma yaprakları ve değerlendirme formlarıyla hazırlık süresini kısaltır.`,
  msg`Deney setlerinin kargo durumunu panelden takip eder.`,
  msg`Ders planı, ek araçlar ve EtkiBot ile derse hazırlığı hızlandırır.`,
];

export const reasons: readonly InfoCard[] = [
  {
    id: 'hands-on',
    icon: '🧰',
    title: msg`Dijital içerik ve gerçek deney seti bir arada`,
    text: msg`Ekrandaki anlatım ile sınıfa gelen deney seti aynı üniteye göre hazırlanır; öğrenciler gördüğünü elleriyle dener.`,
  },
  {
    id: 'curriculum',
    icon: '🎯',
    title: msg`Müfredatla birebir uyum`,
    text: msg`Her içerik MEB öğretim programındaki bir üniteye ve kazanıma bağlıdır; öğretmen ek iş yükü olmadan kullanır.`,
  },
  {
    id: 'classroom-ready',
    icon: '🏫',
    title: msg`Sınıf gerçeğine göre tasarım`,
    text: msg`Büyük dokunma alanları, sade ekranlar ve internetsiz çalışma; akıllı tahtada da tablette de rahat kullanılır.`,
  },
  {
    id: 'support',
    icon: '💬',
    title: msg`Ulaşılabilir destek`,
    text: msg`Sorularınızı e-posta ya da WhatsApp ile iletin; çalışma saatleri içinde öğretmenlerin dilinden konuşan bir ekip yanıtlar.`,
  },
];

export const technology: readonly InfoCard[] = [
  {
    id: 'offline-first',
    icon: '📶',
    title: msg`Önce çevrimdışı çalışan uygulama`,
    text: msg`Platform, kurulabilir bir web uygulamasıdır (PWA). Açılan içerikler cihazda saklanır, bağlantı koptuğunda ders devam eder.`,
  },
  {
    id: 'school-tablets',
    icon: '📱',
    title: msg`Okul tabletlerinde internetsiz kullanım`,
    text: msg`Ana ekrana eklenen uygulama, internet erişimi olmayan sınıflarda da okul tabletlerinde çalışır; uygulama mağazası gerekmez.`,
  },
  {
    id: 'privacy',
    icon: '🔒',
    title: msg`Gizlilik`,
    text: msg`Yalnızca gerekli veriler KVKK’ya uygun şekilde işlenir, bağlantılar şifrelidir.`,
  },
  {
    id: 'curriculum',
    icon: '📚',
    title: msg`MEB müfredatına uyum`,
    text: msg`İçerikler sınıf düzeyine ve üniteye göre etiketlenir; öğretmen aradığı kazanımı saniyeler içinde bulur.`,
  },
  {
    id: 'etkibot',
    icon: '🤖',
    title: msg`EtkiBot yapay zekâ asistanı`,
    text: msg`Öğrencilerin sorularını yaşlarına uygun bir dille yanıtlar, öğretmenlere ders hazırlığında yardımcı olur.`,
  },
];
