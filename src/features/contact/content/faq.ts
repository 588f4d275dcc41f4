import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { siteConfig } from '@/shared/config/site.ts';

export type FaqEntry = {
  id: 'offline' | 'school-account' | 'kit-shipping' | 'grades' | 'privacy' | 'install';
  question: MessageDescriptor;
  answer: MessageDescriptor;
};

const { supportEmail, infoEmail } = siteConfig;

/** The six questions on the contact page (docs/behaviour.md#routes-and-guards), the ones teachers and parents ask most. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'offline',
    question: msg`İnternet olmadan çalışır mı?`,
    answer: msg`Evet. Platform bir kez internetle açıldıktan sonra uygulama cihaza kaydedilir ve açtığınız deney içerikleri internet yokken de görüntülenir. Bu sayede bağlantısı zayıf sınıflarda ve okul tabletlerinde ders kesilmez. EtkiBot asistanı, kargo takibi ve yeni içeriklerin indirilmesi gibi işlemler için ise internet bağlantısı gerekir.`,
  },
  {
    id: 'school-account',
    question: msg`Okulumuz için nasıl hesap alabiliriz?`,
    answer: msg`Okul hesapları okul yönetimiyle birlikte açılır. ${infoEmail} adresine okulunuzun adını, ilini ve sınıf düzeylerini yazmanız yeterli; ekibimiz kurulum için sizinle iletişime geçer. Hesap açıldıktan sonra öğrenciler ve öğretmenler giriş ekranında okulu, sınıf düzeyini ve hesap türünü seçip şifreleriyle giriş yapar.`,
  },
  {
    id: 'kit-shipping',
    question: msg`Deney setleri nasıl gönderiliyor, kargomu nereden takip ederim?`,
    answer: msg`Fiziksel deney setleri okulunuzun adresine kargoyla gönderilir. Öğretmen ve yönetici hesapları, paneldeki Kargo Takibi bölümünden gönderinin durumunu izleyebilir. Set eksik ya da hasarlı ulaştıysa fotoğrafıyla birlikte ${supportEmail} adresine yazın, hemen ilgilenelim.`,
  },
  {
    id: 'grades',
    question: msg`Hangi sınıflar ve yaşlar için uygun?`,
    answer: msg`Platform 6–18 yaş arası öğrenciler için hazırlandı. Fen Bilimleri deneyleri 3–8. sınıfların MEB ünitelerine göre düzenlenmiştir; matematik, kodlama ve robotik içerikleri ise daha büyük öğrencilere yöneliktir. Öğretmenler içerikleri sınıflarının düzeyine göre seçip ödev olarak verebilir.`,
  },
  {
    id: 'privacy',
    question: msg`Öğrenci verileri güvende mi? KVKK’ya uygun mu?`,
    answer: msg`Kişisel veriler 6698 sayılı Kişisel Verilerin Korunması Kanunu’na (KVKK) uygun olarak ve yalnızca hizmeti sunmak için gereken ölçüde işlenir. Platformla kurulan tüm bağlantılar şifrelidir. Hangi verilerin neden işlendiğini ve KVKK kapsamındaki haklarınızı Gizlilik Politikası sayfasında bulabilirsiniz.`,
  },
  {
    id: 'install',
    question: msg`Tablete ya da telefona nasıl yüklerim?`,
    answer: msg`Uygulama mağazasına gerek yoktur. Android cihazlarda Chrome ile siteyi açın, menüden “Ana ekrana ekle” ya da “Uygulamayı yükle” seçeneğine dokunun. iPad ve iPhone’da Safari ile açın, Paylaş düğmesine ve ardından “Ana Ekrana Ekle” seçeneğine dokunun. Eklenen simge uygulama gibi tam ekran açılır.`,
  },
];
