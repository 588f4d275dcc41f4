import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRIVACY_LIMITS } from '@/shared/api/privacy.ts';
import { siteConfig } from '@/shared/config/site.ts';
import { Card } from '@/shared/ui/Card.tsx';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { LEGAL_EFFECTIVE_DATE } from '../content/effectiveDate.ts';
import { LegalPage, type LegalSection } from './LegalPage.tsx';
import * as styles from './LegalPage.css.ts';

/**
 * Gizlilik Politikası: doubles as the KVKK md. 10 information notice, so it
 * names the controller, purposes, legal bases, recipients, collection method
 * and the md. 11 rights in full.
 */
export function PrivacyPage() {
  const { t } = useLingui();
  const name = siteConfig.name;
  const infoEmail = siteConfig.infoEmail;
  const supportEmail = siteConfig.supportEmail;
  const address = siteConfig.address;
  const phone = siteConfig.phone;
  const date = formatLongDate(LEGAL_EFFECTIVE_DATE);
  // The periods the server enforces, so the text says what is done.
  const photoDays = PRIVACY_LIMITS.photoRetentionDays;
  const flagDays = PRIVACY_LIMITS.flaggedQuestionRetentionDays;
  const readLogDays = PRIVACY_LIMITS.readLogRetentionDays;

  const sections: LegalSection[] = [
    {
      id: 'veri-sorumlusu',
      title: t`Veri sorumlusu`,
      body: (
        <>
          <p>
            <Trans>
              Kişisel verileriniz, veri sorumlusu sıfatıyla {name} platformunu işleten şirket (bundan sonra “Şirket” veya “biz”) tarafından işlenir. İletişim
              bilgilerimiz aşağıdadır:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>Adres: {address}</Trans>
            </li>
            <li>
              <Trans>
                Genel iletişim ve KVKK başvuruları: <a href={`mailto:${infoEmail}`}>{infoEmail}</a>
              </Trans>
            </li>
            <li>
              <Trans>
                Destek: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </Trans>
            </li>
            <li>
              <Trans>Telefon: {phone}</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Okulların kendi öğrencileri ve öğretmenleri için açtığı hesaplarda, hesabı açan okul veri sorumlusudur; Şirket bu hesaplarda okul adına ve okulun
              talimatları doğrultusunda veri işleyen olarak hareket eder. Veli tarafından açılan bireysel hesaplarda ve web sitesinin ziyaretçileri bakımından
              veri sorumlusu Şirkettir.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'toplanan-veriler',
      title: t`Topladığımız kişisel veriler`,
      body: (
        <>
          <p>
            <Trans>
              Yalnızca hizmeti sunmak için gerekli olan verileri, mümkün olan en az ölçüde toplarız. Veriler; hesap açarken ve formları doldururken sizden,
              okulunuzdan veya velinizden, Platformu kullanırken de otomatik yollarla elde edilir. İşlediğimiz veri kategorileri şunlardır:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Kimlik ve hesap verileri:</strong> ad, soyad, kullanıcı rolü (öğrenci, öğretmen, veli veya yönetici), okul, sınıf düzeyi, ilgi alanları
                ve isteğe bağlı profil fotoğrafı. Şifreniz açık metin olarak saklanmaz; yalnızca geri döndürülemez biçimde özetlenmiş (hash) hâli tutulur.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>E-posta adresi ve iletişim verileri:</strong> hesap açarken, şifrenizi sıfırlarken, iletişim formunu doldururken veya bültene abone
                olurken verdiğiniz e-posta adresi; iletişim formunda isteğe bağlı olarak paylaştığınız telefon numarası ve mesajınızın içeriği.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Cihaz verileri:</strong> cihaz türü, işletim sistemi ve sürümü, tarayıcı türü ve sürümü, ekran boyutu, dil ayarı, uygulamanın sürümü ve
                uygulamanın çevrimdışı kullanım için cihaza yüklenip yüklenmediği.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>IP adresi ve bağlantı kayıtları:</strong> Platforma eriştiğiniz IP adresi, bağlantının tarihi ve saati, istenen sayfa ve sunucunun
                yanıtı. Bu kayıtlar güvenlik amacıyla ve 5651 sayılı Kanun’dan doğan yükümlülüklerimiz için tutulur.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Kullanım verileri:</strong> ziyaret edilen sayfalar, tamamlanan deneyler ve dersler, ödevler ve teslim durumları, ilerleme haritası,
                puanlar, çalışma süreleri, araçların kullanımı ve yapay zekâ destekli öğrenme asistanına yazılan sorular ile verilen yanıtlar.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Ödeme verileri:</strong> satın alınan ürün veya abonelik, tutar, işlem tarihi ve numarası, ödeme sonucu ve fatura bilgileri (ad ve soyad
                ya da unvan, fatura adresi, gerektiğinde T.C. kimlik numarası veya vergi numarası). Kart numarası, son kullanma tarihi ve güvenlik kodu bize
                iletilmez ve tarafımızca saklanmaz.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Teslimat verileri:</strong> fiziksel deney setleri gönderildiğinde alıcının adı, teslimat adresi, telefon numarası ve kargo takip
                bilgileri.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Sağlık, din, etnik köken veya biyometrik veri gibi özel nitelikli kişisel verileri bilerek toplamayız. Lütfen öğrenme asistanına ya da serbest
              metin alanlarına bu tür bilgiler yazmayın; yazıldığını fark ettiğimizde bu bilgileri sileriz.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'altyapi',
      title: t`Altyapı, barındırma ve sunucular`,
      body: (
        <>
          <p>
            <Trans>
              Platform ve veritabanlarımız, Türkiye’de bulunan veri merkezlerindeki sunucularda barındırılır. Yedekler de Türkiye’de ve şifrelenmiş olarak
              saklanır. Sunuculara yalnızca yetkili teknik personelimiz, kayıt altında erişebilir.
            </Trans>
          </p>
          <p>
            <Trans>
              E-posta gönderimi, içerik dağıtımı veya yapay zekâ hizmetleri gibi bazı teknik hizmetler için sunucuları yurt dışında bulunan bir hizmet
              sağlayıcıdan yararlanmamız gerekirse, verileri yalnızca KVKK’nın 9. maddesinde öngörülen güvencelerle (yeterlilik kararı, Kişisel Verileri Koruma
              Kurulu’na bildirilen standart sözleşme, bağlayıcı şirket kuralları veya Kurul izni) ve amaç için gereken en az ölçüde aktarırız. Mümkün olan her
              durumda veriyi aktarmadan önce anonim hâle getirir ya da kimliği doğrudan göstermeyecek biçimde takma adla işleriz.
            </Trans>
          </p>
          <p>
            <Trans>
              Uygulamanın internet olmadan da çalışabilmesi için bazı veriler sizin cihazınızda saklanır: uygulama dosyaları, daha önce açtığınız içeriklerin
              çevrimdışı kopyaları ve bağlantı yokken gönderilmeyi bekleyen form mesajları. Bu verilerin ayrıntıları <Link to="/cookies">Çerez Politikası</Link>
              ’nda yer alır.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'odeme-ve-oturum-acma',
      title: t`Ödeme ve oturum açma hizmetleri`,
      body: (
        <>
          <h3>
            <Trans>Ödeme hizmetleri</Trans>
          </h3>
          <p>
            <Trans>
              Ücretli ürün ve hizmetlerin ödemeleri, 6493 sayılı Ödeme ve Menkul Kıymet Mutabakat Sistemleri, Ödeme Hizmetleri ve Elektronik Para Kuruluşları
              Hakkında Kanun kapsamında lisanslı bir üçüncü taraf ödeme kuruluşu aracılığıyla alınır. Kart bilgilerinizi doğrudan bu kuruluşun güvenli ödeme
              sayfasına girersiniz; kuruluş bu bilgileri kart sektörü veri güvenliği standardına (PCI DSS) uygun olarak işler.
            </Trans>
          </p>
          <p>
            <Trans>
              Ödeme kuruluşu bize yalnızca işlemin sonucunu, işlem numarasını, tutarı ve kartın maskelenmiş bir kısmını (örneğin son dört hanesini) bildirir.
              Ödeme kuruluşu, dolandırıcılığın önlenmesi ve kendi yasal yükümlülükleri için verilerinizi kendi gizlilik politikası çerçevesinde ayrıca veri
              sorumlusu olarak işleyebilir.
            </Trans>
          </p>
          <h3>
            <Trans>Oturum açma hizmetleri</Trans>
          </h3>
          <p>
            <Trans>
              Hesabınıza e-posta adresiniz ve şifrenizle ya da okulunuzun size verdiği bilgilerle giriş yapabilirsiniz. Sunulduğu durumlarda Google ile oturum
              açma gibi üçüncü taraf kimlik doğrulama hizmetlerini de kullanabilirsiniz.
            </Trans>
          </p>
          <p>
            <Trans>
              Bu seçeneği kullandığınızda ilgili hizmet sağlayıcı, sizin onayınızla bize yalnızca adınızı, e-posta adresinizi, profil fotoğrafınızı ve
              hesabınızı tanımlayan bir kimlik numarasını iletir. O hizmetteki şifrenizi hiçbir zaman görmeyiz. Sağlayıcının kendi tarafında işlediği veriler
              için onun gizlilik politikası geçerlidir.
            </Trans>
          </p>
          <p>
            <Trans>
              Oturumunuzun güvenli biçimde sürmesi için kullanılan erişim ve yenileme anahtarları (token) cihazınızın yerel depolama alanında tutulur ve çıkış
              yaptığınızda silinir.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'cocuklar',
      title: t`Çocukların kişisel verileri ve veli onayı`,
      body: (
        <>
          <p>
            <Trans>
              Platform, 6–18 yaş arasındaki öğrencilerin öğrenmesi için tasarlanmıştır. 18 yaşından küçük kullanıcıların hesapları yalnızca aşağıdaki iki yolla
              açılır:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Okul hesabı:</strong> Öğrencinin hesabını okul açar; velilerin bilgilendirilmesinden ve gereken hâllerde onaylarının alınmasından okul
                sorumludur. Öğrencinin verilerini okul adına ve okulun talimatlarıyla işleriz.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Veli hesabı:</strong> Veli veya yasal temsilci, çocuğunun hesabını kendisi açar ya da kendi hesabı üzerinden onaylar. Veli onayı olmadan
                18 yaşından küçük bir kullanıcı için bireysel hesap açılmaz.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Çocuklardan yalnızca eğitim hizmeti için zorunlu olan verileri toplarız. Çocukların verilerini reklam, pazarlama veya profil çıkarma amacıyla
              kullanmayız, satmayız ve reklam ağlarıyla paylaşmayız. Analitik araçlar yalnızca açık rıza verildiyse ve kimliği belirlemeyecek biçimde çalışır.
            </Trans>
          </p>
          <p>
            <Trans>
              Veliler; çocuklarının hangi verilerinin işlendiğini öğrenmek, bu verilerin düzeltilmesini veya silinmesini istemek ve verdikleri onayı geri almak
              için “Haklarınız” ve “Başvuru yöntemi” bölümlerinde anlatılan yollarla bize başvurabilir. Okul hesaplarına ilişkin talepleri öncelikle okula
              iletmenizi öneririz; bize ulaşan talepleri de gecikmeden okula bildiririz.
            </Trans>
          </p>
          <p>
            <Trans>Bir çocuğa ait kişisel verinin gerekli onay alınmadan toplandığını fark edersek, bu veriyi gecikmeksizin sileriz.</Trans>
          </p>
          <Card tone="primary" className={styles.note}>
            <h3>
              <Trans>Çocuklar için kısaca</Trans>
            </h3>
            <p>
              <Trans>
                Adını, okulunu ve derslerdeki ilerlemeni yalnızca sana daha iyi öğretebilmek için kullanırız. Bilgilerini kimseye satmayız. Adresini, telefon
                numaranı ve şifreni öğrenme asistanına ya da başka birine yazma. Emin olmadığın bir şey olursa ailene veya öğretmenine sor.
              </Trans>
            </p>
          </Card>
        </>
      ),
    },
    {
      id: 'amaclar',
      title: t`Kişisel verileri işleme amaçlarımız`,
      body: (
        <>
          <p>
            <Trans>Kişisel verilerinizi yalnızca aşağıdaki amaçlarla işleriz:</Trans>
          </p>
          <ul>
            <li>
              <Trans>Hesabınızı oluşturmak, oturum açmanızı sağlamak ve hesabınızı yönetmek</Trans>
            </li>
            <li>
              <Trans>Dijital deney içeriklerini, dersleri, ödevleri, ilerleme haritasını, ders programını ve araçları sunmak</Trans>
            </li>
            <li>
              <Trans>Öğretmenlerin ve velilerin öğrencinin ilerlemesini izleyebilmesini sağlamak</Trans>
            </li>
            <li>
              <Trans>Yapay zekâ destekli öğrenme asistanının sorularınıza yanıt vermesini sağlamak</Trans>
            </li>
            <li>
              <Trans>Satın alınan ürün ve hizmetlerin ödemesini almak, faturalandırmak ve deney setlerinin teslimatını takip etmek</Trans>
            </li>
            <li>
              <Trans>Destek taleplerinizi ve iletişim formu mesajlarınızı yanıtlamak</Trans>
            </li>
            <li>
              <Trans>Açık rızanız varsa bülten ve bilgilendirme e-postaları göndermek</Trans>
            </li>
            <li>
              <Trans>Platformun güvenliğini sağlamak, kötüye kullanımı ve yetkisiz erişimi önlemek</Trans>
            </li>
            <li>
              <Trans>Hataları gidermek, performansı ölçmek ve hizmeti geliştirmek (mümkün olduğunda anonim verilerle)</Trans>
            </li>
            <li>
              <Trans>Mevzuattan doğan yükümlülüklerimizi yerine getirmek ve yetkili kurumların taleplerini karşılamak</Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'hukuki-sebepler',
      title: t`Hukuki sebepler (KVKK md. 5 ve 6)`,
      body: (
        <>
          <p>
            <Trans>Kişisel verilerinizi KVKK’nın 5. maddesinde sayılan aşağıdaki hukuki sebeplere dayanarak işleriz:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Sözleşmenin kurulması veya ifası (md. 5/2-c):</strong> hesap, eğitim hizmetleri, ödeme ve teslimat işlemleri
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Kanunlarda açıkça öngörülmesi (md. 5/2-a):</strong> vergi, ticaret ve elektronik ticaret mevzuatının öngördüğü kayıtlar
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Hukuki yükümlülüğün yerine getirilmesi (md. 5/2-ç):</strong> fatura ve muhasebe kayıtları, bağlantı kayıtları ve yetkili kurumlara bilgi
                verilmesi
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e):</strong> olası uyuşmazlıklarda delil olarak kullanılacak kayıtlar
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Meşru menfaat (md. 5/2-f):</strong> temel hak ve özgürlüklerinize zarar vermemek kaydıyla güvenlik, kötüye kullanımın önlenmesi ve
                hizmetin iyileştirilmesi
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Açık rıza (md. 5/1):</strong> analitik çerezler, bülten ve bilgilendirme e-postaları ile başka bir hukuki sebebin bulunmadığı durumlar;
                18 yaşından küçükler için açık rıza veliden alınır
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Özel nitelikli kişisel verileri bilerek işlemeyiz. Böyle bir verinin işlenmesi zorunlu hâle gelirse (örneğin bir erişilebilirlik talebinde sağlık
              bilgisi paylaşılırsa), bunu yalnızca KVKK’nın 6. maddesinde sayılan şartlardan birinin, özellikle açık rızanızın bulunması hâlinde ve Kurul’un
              belirlediği ek güvenlik önlemlerini alarak yaparız.
            </Trans>
          </p>
          <p>
            <Trans>
              Açık rızanızı istediğiniz zaman geri alabilirsiniz. Rızanın geri alınması, o zamana kadar yapılan işlemlerin hukuka uygunluğunu etkilemez.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'saklama',
      title: t`Saklama süreleri`,
      body: (
        <>
          <p>
            <Trans>Kişisel verileri, işlendikleri amaç için gerekli olan ve mevzuatın öngördüğü süre kadar saklarız:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                Hesap ve kullanım verileri: hesap açık kaldığı sürece; hesap kapatıldıktan sonra en geç 6 ay içinde silinir veya anonim hâle getirilir
              </Trans>
            </li>
            <li>
              <Trans>
                Okul hesaplarındaki öğrenci verileri: okulla yapılan sözleşme süresince; sözleşme sona erdiğinde okulun talimatına göre okula iade edilir veya
                silinir
              </Trans>
            </li>
            <li>
              <Trans>IP adresi ve bağlantı kayıtları: 5651 sayılı Kanun ve ilgili mevzuatta öngörülen süre boyunca, en fazla 2 yıl</Trans>
            </li>
            <li>
              <Trans>Ödeme, fatura ve muhasebe kayıtları: vergi ve ticaret mevzuatı gereği 10 yıl</Trans>
            </li>
            <li>
              <Trans>İletişim formu mesajları ve destek talepleri: talebin sonuçlanmasından itibaren 2 yıl</Trans>
            </li>
            <li>
              <Trans>
                Öğrencilerin ödevlerine eklediği fotoğraflar: teslimden {photoDays} gün sonra sunucu tarafından kendiliğinden silinir (teslim ve notu kalır)
              </Trans>
            </li>
            <li>
              <Trans>
                Öğrenme asistanı EtkiBot’ta işaretlenen sorular (okulun izin verdiği durumlarda öğretmene gösterilen, maskelenmiş metin): sunucuya ulaşmasından{' '}
                {flagDays} gün sonra kendiliğinden silinir
              </Trans>
            </li>
            <li>
              <Trans>Bir öğrencinin kaydını kimin açtığını gösteren okuma kaydı: {readLogDays} gün</Trans>
            </li>
            <li>
              <Trans>Bülten aboneliği: abonelikten ayrılana kadar</Trans>
            </li>
            <li>
              <Trans>Cihazınızda tutulan çerez tercihi ve çevrimdışı kopyalar: Çerez Politikası’nda belirtilen süreler</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Süre dolduğunda veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik’e uygun olarak ve en geç 6
              ayda bir yapılan periyodik imha işlemiyle silinir, yok edilir veya anonim hâle getirilir.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'aktarim',
      title: t`Kişisel verilerin aktarılması`,
      body: (
        <>
          <p>
            <Trans>Kişisel verilerinizi satmayız. Verileri yalnızca aşağıdaki alıcılarla, amaçla sınırlı ve ölçülü olarak paylaşırız:</Trans>
          </p>
          <ul>
            <li>
              <Trans>Okul hesaplarında öğrencinin okulu, öğretmenleri ve okul yöneticileri (ilerleme, ödev ve sınıf bilgileri)</Trans>
            </li>
            <li>
              <Trans>Veli hesabına bağlı öğrencinin velisi</Trans>
            </li>
            <li>
              <Trans>
                Barındırma, yedekleme, e-posta gönderimi ve teknik destek hizmeti aldığımız tedarikçiler (veri işleyen olarak ve sözleşmeyle gizlilik ve
                güvenlik yükümlülüğü altında)
              </Trans>
            </li>
            <li>
              <Trans>Ödeme kuruluşu ve bankalar (ödeme işlemleri için)</Trans>
            </li>
            <li>
              <Trans>Kargo ve lojistik şirketleri (deney setlerinin teslimatı için)</Trans>
            </li>
            <li>
              <Trans>Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri (yasal zorunluluk hâlinde)</Trans>
            </li>
            <li>
              <Trans>Hukuk, mali müşavirlik ve denetim hizmeti aldığımız danışmanlar (sır saklama yükümlülüğü altında)</Trans>
            </li>
          </ul>
          <p>
            <Trans>Yurt dışına aktarım yalnızca KVKK’nın 9. maddesindeki şartlarla yapılır; ayrıntılar “Altyapı, barındırma ve sunucular” bölümündedir.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'guvenlik',
      title: t`Veri güvenliği`,
      body: (
        <>
          <p>
            <Trans>KVKK’nın 12. maddesi uyarınca verilerinizi korumak için gerekli teknik ve idari tedbirleri alırız. Bunlar arasında şunlar yer alır:</Trans>
          </p>
          <ul>
            <li>
              <Trans>Tüm bağlantıların TLS ile şifrelenmesi ve şifrelerin güçlü, tek yönlü algoritmalarla özetlenmesi</Trans>
            </li>
            <li>
              <Trans>Verilere yalnızca görevi gereği ihtiyaç duyan çalışanların, yetkilendirilmiş ve kayıt altında erişmesi</Trans>
            </li>
            <li>
              <Trans>Çalışanlara ve tedarikçilere gizlilik yükümlülüğü getirilmesi ve düzenli eğitim verilmesi</Trans>
            </li>
            <li>
              <Trans>Hatalı giriş denemelerinin sınırlandırılması, güvenlik güncellemeleri, düzenli yedekleme ve sızma testleri</Trans>
            </li>
            <li>
              <Trans>Ortak kullanılan okul tabletlerinde çıkış yapıldığında oturum bilgilerinin ve kişiye özel çevrimdışı verilerin cihazdan silinmesi</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Verilerinizin yetkisiz kişilerce ele geçirildiğini öğrenirsek, durumu en kısa sürede ve en geç 72 saat içinde Kişisel Verileri Koruma Kurulu’na
              bildirir, etkilenen kişileri de ayrıca bilgilendiririz.
            </Trans>
          </p>
          <p>
            <Trans>Güvenliğiniz için şifrenizi kimseyle paylaşmayın ve ortak cihazlarda işiniz bitince oturumunuzu kapatın.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'haklar',
      title: t`Haklarınız (KVKK md. 11)`,
      body: (
        <>
          <p>
            <Trans>
              KVKK’nın 11. maddesi uyarınca bize başvurarak aşağıdaki haklarınızı kullanabilirsiniz. 18 yaşından küçük kullanıcılar adına bu hakları velileri
              veya yasal temsilcileri kullanır.
            </Trans>
          </p>
          <ul data-testid="kvkk-rights">
            <li>
              <Trans>Kişisel verilerinizin işlenip işlenmediğini öğrenme</Trans>
            </li>
            <li>
              <Trans>Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme</Trans>
            </li>
            <li>
              <Trans>Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme</Trans>
            </li>
            <li>
              <Trans>Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme</Trans>
            </li>
            <li>
              <Trans>Kişisel verileriniz eksik veya yanlış işlenmişse bunların düzeltilmesini isteme</Trans>
            </li>
            <li>
              <Trans>KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme</Trans>
            </li>
            <li>
              <Trans>Düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme</Trans>
            </li>
            <li>
              <Trans>
                İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme
              </Trans>
            </li>
            <li>
              <Trans>Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme</Trans>
            </li>
          </ul>
          <h3>
            <Trans>Öğrenci verileri için uygulamadaki yollar</Trans>
          </h3>
          <ul data-testid="student-data-rights">
            <li>
              <Trans>
                <strong>Verilerin bir kopyası:</strong> Okul yöneticisi, okulunun bir öğrencisi hakkında sunucuda tutulan her şeyi (hesap, sınıf kayıtları,
                yoklama, fotoğraflarıyla ödev teslimleri, notlar, çalışma kayıtları, XP ve seriler, işaretlenmiş EtkiBot soruları, duyuru okumaları, veli
                bağlantıları ve okuma kaydı) tek bir dosya olarak indirebilir; dosyada her tablo ayrıca CSV olarak bulunur. Hesabı çocuğunun hesabına bağlı
                veli, aynı dosyayı kendi çocuğu için “Çocuğumun verilerini indir” düğmesiyle indirebilir.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Silme:</strong> Öğrencinin silinmesini yalnızca okulunun yöneticisi yapabilir; veliler bu talebi okula iletir. Silmeden önce neyin
                silineceği gösterilir ve işlem ancak öğrencinin adı ve soyadı yazılarak onaylanır. Öğrencinin adı, e-postası, okul numarası, resim şifresi,
                yazdığı cevaplar, öğretmen notları, fotoğrafları, işaretlenmiş soruları ve veli bağlantıları silinir; açık oturumları kapanır ve hesabıyla bir
                daha giriş yapılamaz. Sınıf ortalamaları değişmesin diye notları ve yoklaması, adı olmadan (“Silinmiş öğrenci”) kalır.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Kayıt altında:</strong> Her indirme ve silme, kimin yaptığı ve ne zaman yapıldığıyla kaydedilir. Bir öğrencinin gelişimini, ödev
                geçmişini veya e-posta adresini kimin ne zaman açtığı da okuma kaydına yazılır; okul yöneticisi bu kayıtları öğrenci başına görebilir.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'basvuru',
      title: t`Başvuru yöntemi ve iletişim`,
      body: (
        <>
          <p>
            <Trans>
              Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak aşağıdaki yollardan biriyle
              iletebilirsiniz:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>Islak imzalı bir dilekçeyle, şahsen veya posta yoluyla: {address}</Trans>
            </li>
            <li>
              <Trans>
                Sistemimizde kayıtlı e-posta adresinizden: <a href={`mailto:${infoEmail}`}>{infoEmail}</a>
              </Trans>
            </li>
            <li>
              <Trans>
                Güvenli elektronik imza veya mobil imzalı olarak ya da kayıtlı elektronik posta (KEP) adresinizden:{' '}
                <a href={`mailto:${infoEmail}`}>{infoEmail}</a>
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Başvurunuzda adınız, soyadınız ve (yazılı başvurularda) imzanız; Türkiye Cumhuriyeti vatandaşıysanız T.C. kimlik numaranız, yabancıysanız
              uyruğunuz ile pasaport veya kimlik numaranız; tebligata esas yerleşim yeri veya iş yeri adresiniz; varsa e-posta adresiniz, telefon numaranız ve
              talebinizin konusu bulunmalıdır. Veli olarak başvuruyorsanız çocuğunuzla bağınızı gösteren bilgiyi de ekleyiniz.
            </Trans>
          </p>
          <p>
            <Trans>
              Başvurunuzu niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi
              hâlinde Kişisel Verileri Koruma Kurulu’nun belirlediği tarifedeki ücret alınabilir.
            </Trans>
          </p>
          <p>
            <Trans>
              Başvurunuz reddedilirse, verilen yanıtı yetersiz bulursanız veya süresinde yanıt verilmezse; yanıtı öğrendiğiniz tarihten itibaren 30 gün ve her
              hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.
            </Trans>
          </p>
          <p>
            <Trans>
              Gizlilikle ilgili diğer sorularınız için <a href={`mailto:${supportEmail}`}>{supportEmail}</a> adresine yazabilir veya {phone} numaralı telefondan
              bize ulaşabilirsiniz.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'degisiklikler',
      title: t`Değişiklikler ve yürürlük`,
      body: (
        <>
          <p>
            <Trans>
              Bu politikayı mevzuattaki veya hizmetlerimizdeki değişikliklere göre güncelleyebiliriz. Önemli değişiklikleri yürürlüğe girmeden önce Platform
              üzerinden veya e-posta ile duyururuz. Güncel metin her zaman bu sayfada yayımlanır.
            </Trans>
          </p>
          <p>
            <Trans>Bu Gizlilik Politikası {date} tarihinde yürürlüğe girmiştir.</Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Gizlilik Politikası`}
      lead={
        <>
          <p>
            <Trans>
              Bu Gizlilik Politikası, {name} eğitim platformunu (web sitesi, cihazlara yüklenebilen uygulama ve bunlara bağlı hizmetler; bundan sonra
              “Platform”) kullanan öğrencilerin, velilerin, öğretmenlerin, okul yöneticilerinin ve ziyaretçilerin kişisel verilerinin nasıl işlendiğini açıklar.
              Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK”) 10. maddesi uyarınca hazırlanan aydınlatma metni niteliğindedir.
            </Trans>
          </p>
          <p>
            <Trans>
              Platformumuz 6–18 yaş arasındaki çocuklara hizmet verdiği için çocukların verilerini özel bir özenle koruruz. Çocuklara yönelik kısa açıklamayı
              “Çocukların kişisel verileri ve veli onayı” bölümünde bulabilirsiniz.
            </Trans>
          </p>
        </>
      }
      sections={sections}
    />
  );
}
