import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@/shared/api/contract.ts';

export type HelpTopic = { id: string; question: MessageDescriptor; answer: MessageDescriptor };
export type HelpAudience = Role | 'everyone';

/** Help topics by audience; everyone's topics are shown to all. */
export const HELP_TOPICS: Record<HelpAudience, readonly HelpTopic[]> = {
  student: [
    {
      id: 'student-start',
      question: msg`Bir deneye nasıl başlarım?`,
      answer: msg`Sol menüden “Deney Setleri”ni aç, sınıfına uygun seti seç ve deneyin sayfasına gir. Önce “Konu Özeti”ni oku, sonra “Deney Föyü”ndeki adımları bir büyüğünle birlikte uygula.`,
    },
    {
      id: 'student-questions',
      question: msg`Soruları yanlış cevaplarsam ne olur?`,
      answer: msg`Hiçbir şey kaybetmezsin! Her sorudan sonra doğru cevabı ve açıklamasını görürsün. “Tekrar dene” ile yeniden çözebilirsin.`,
    },
    {
      id: 'student-tools',
      question: msg`Kronometre ya da periyodik tablo nerede?`,
      answer: msg`Sol menüdeki “Ek Araçlar” bölümünde on bir araç var. İnternet olmadan da çalışırlar.`,
    },
  ],
  teacher: [
    {
      id: 'teacher-kits',
      question: msg`Deney içeriklerini derste nasıl kullanırım?`,
      answer: msg`Her deneyde altı içerik vardır: konu özeti, deney föyü, örnek sorular, etkileşimli etkinlik, yazdırılabilir çalışma kâğıdı ve hikâye. Kazanım kodları deney sayfasının başında yazar.`,
    },
    {
      id: 'teacher-print',
      question: msg`Çalışma kâğıdını nasıl yazdırırım?`,
      answer: msg`Deney sayfasında “Dokümanlar” sekmesini açıp “Yazdır” düğmesine basın. Yalnızca çalışma kâğıdı yazdırılır; menüler kâğıda çıkmaz.`,
    },
    {
      id: 'teacher-calendar',
      question: msg`Ders planımı takvime ekleyebilir miyim?`,
      answer: msg`Evet. “Takvim” sayfasında bir güne dokunup etkinlik ekleyin; türünü (ders, laboratuvar, sınav…) ve zorluğunu seçin. Etkinlikleriniz yalnızca bu cihazda ve yalnızca sizin hesabınızda saklanır.`,
    },
    {
      id: 'teacher-shipping',
      question: msg`Deney setlerimin kargosu nerede?`,
      answer: msg`Kargo takibi demo sürümde kapalıdır. Sipariş durumunuz için destek ekibimize e-posta ya da WhatsApp ile ulaşabilirsiniz.`,
    },
  ],
  parent: [
    {
      id: 'parent-home',
      question: msg`Çocuğumla evde hangi deneyleri yapabilirim?`,
      answer: msg`Deney föylerindeki malzemelerin çoğu evde bulunur. Güvenlik notlarını birlikte okuyun; pil dışında elektrik kullanan deney yoktur, prize asla bir şey takılmaz.`,
    },
    {
      id: 'parent-screen',
      question: msg`Ekran süresini nasıl dengelerim?`,
      answer: msg`İçerikler kısa bölümlerden oluşur. Bir deneyin hikâyesini ve konu özetini okuduktan sonra deneyi ekrandan uzakta, elle yapmanızı öneririz.`,
    },
  ],
  administrator: [
    {
      id: 'admin-accounts',
      question: msg`Okulumuzun öğrenci ve öğretmen hesapları nasıl açılır?`,
      answer: msg`Okul hesapları kurum sözleşmesiyle açılır. Okul adı, sınıf düzeyleri ve hesap türleri için destek ekibimizle iletişime geçin.`,
    },
    {
      id: 'admin-devices',
      question: msg`Ortak kullanılan tabletlerde güvenlik nasıl sağlanır?`,
      answer: msg`“Çıkış Yap” dendiğinde oturum bilgileri, kişisel takvim kayıtları ve önbellekteki kullanıcı verileri cihazdan silinir. Uygulamanın kendisi ve orman sayfaları çevrimdışı kullanım için cihazda kalır.`,
    },
  ],
  everyone: [
    {
      id: 'offline',
      question: msg`İnternet olmadan çalışır mı?`,
      answer: msg`Evet. İlk ziyaretten sonra uygulama, deney içerikleri, araçlar ve orman sayfaları internetsiz açılır. Bir kez okuduğunuz blog yazıları da cihazda kalır. İnternet yokken gönderdiğiniz iletişim formu bağlantı gelince kendiliğinden gönderilir.`,
    },
    {
      id: 'install',
      question: msg`Uygulamayı tablete nasıl kurarım?`,
      answer: msg`Tarayıcınızın menüsünden “Ana ekrana ekle” ya da “Uygulamayı yükle”yi seçin. iPad’de Paylaş düğmesinden “Ana Ekrana Ekle”yi kullanın.`,
    },
    {
      id: 'password',
      question: msg`Şifremi unuttum, ne yapmalıyım?`,
      answer: msg`Giriş sayfasındaki “Şifremi unuttum” bağlantısını kullanın. Okul hesaplarında şifreyi okul yöneticiniz verir.`,
    },
  ],
};

/** The audiences in the order they are offered: the user's own role first, then the others, then everyone. */
export function audienceOrder(role: Role | undefined): HelpAudience[] {
  const roles: Role[] = ['student', 'teacher', 'parent', 'administrator'];
  const ordered = role ? [role, ...roles.filter((other) => other !== role)] : roles;
  return [...ordered, 'everyone'];
}
