import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { Card } from '@/shared/ui/Card.tsx';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { LEGAL_EFFECTIVE_DATE } from '../content/effectiveDate.ts';
import { STORAGE_KEYS, type StorageKeyName } from '@/shared/config/storageKeys.ts';
import { LegalPage, type LegalSection } from './LegalPage.tsx';
import * as styles from './LegalPage.css.ts';

type StorageEntry = { key: string; description: string };

/**
 * Çerez Politikası. The app sets no cookies of its own today; what it keeps is
 * browser storage, so the policy names every key, database and cache a reader
 * can find in their browser's developer tools.
 */
export function CookiesPage() {
  const { t } = useLingui();
  const name = siteConfig.name;
  const infoEmail = siteConfig.infoEmail;
  const supportEmail = siteConfig.supportEmail;
  const address = siteConfig.address;
  const date = formatLongDate(LEGAL_EFFECTIVE_DATE);
  const accept = t`Tümünü Kabul Et`;
  const decline = t`Reddet`;

  // Typed over the registry: a key the app writes cannot be left out of the policy.
  const localStorageDescriptions: Record<StorageKeyName, string> = {
    consent: t`Çerez bildirimindeki seçiminiz: kabul edildi (accepted) veya reddedildi (declined). Siz silene kadar saklanır.`,
    consentDate: t`Seçimi yaptığınız tarih ve saat; rızanızın ne zaman verildiğini veya reddedildiğini gösterir. Siz silene kadar saklanır.`,
    session: t`Oturum açmış kullanıcının temel bilgileri (ad, e-posta, rol) ve oturumun açık olduğu bilgisi; sayfayı yenilediğinizde yeniden giriş yapmanız gerekmez. Çıkış yaptığınızda silinir.`,
    accessToken: t`Erişim anahtarı (token): sunucuya yapılan isteklerde kimliğinizi doğrular. Değeri base64 biçiminde kodlanarak saklanır ve çıkış yaptığınızda silinir.`,
    refreshToken: t`Yenileme anahtarı: erişim anahtarının süresi dolduğunda yeniden şifre girmeden yenisini almaya yarar. Değeri base64 biçiminde kodlanarak saklanır ve çıkış yaptığınızda silinir.`,
    tokenExpiry: t`Erişim anahtarının geçerlilik süresinin bittiği an. Çıkış yaptığınızda silinir.`,
    tabletKey: t`Sınıf tabletinde, bir öğrenci resim şifresiyle girdiğinde okulun ortak öğrenci hesabının anahtarları; öğrenci çıkınca tablet şifre sorulmadan sınıf listesine döner. Bu hesap yalnızca sınıf listesini gösterip öğrencileri içeri alabilir. Öğretmen tablet modundan çıkınca silinir.`,
    iosInstallHint: t`iPhone ve iPad’de gösterilen “Ana Ekrana Ekle” ipucunu kapattığınız tarih; ipucu size tekrar gösterilmez.`,
    installOffer: t`Uygulamayı yükleme önerisini “Şimdi değil” ile kapattığınız tarih; öneri size tekrar gösterilmez.`,
    loginMethod: t`Bu cihazda en son kullanılan giriş yöntemi (e-posta ya da okul hesabı); giriş sayfası o sekmeyle açılır. Kişisel veri içermez.`,
    registerDraft: t`Kayıt formunu doldururken yazdıklarınızın taslağı (şifreler hariç); sayfa yenilenirse yazdıklarınız kaybolmaz. Oturum depolamasında (sessionStorage) tutulur, sekmeyi kapattığınızda ya da kaydınız tamamlandığında silinir.`,
    contactDraft: t`İletişim formuna yazıp henüz göndermediğiniz mesajın taslağı; sayfa yenilense ya da sekme kapansa da yazdıklarınız kaybolmaz. Mesaj gönderildiğinde silinir.`,
    sidebarCollapsed: t`Gösterge panelindeki yan menüyü daralttığınız ya da genişlettiğiniz bilgisi. Kişisel veri içermez.`,
    blogReactions: t`Bu cihazda beğendiğiniz ve kaydettiğiniz blog yazılarının numaraları; düğmeler sayfa yenilense de basılı görünür. Kişisel veri içermez.`,
    stopwatch: t`Kronometre aracının başlangıç zamanı ve tur kayıtları; sayfa yenilense de ölçüm kaldığı yerden sürer. Kişisel veri içermez.`,
    multiplicationMisses: t`Çarpım tablosu alıştırmasında en çok karıştırılan işlemler; alıştırma bunları daha sık sorar. Kişisel veri içermez.`,
    solarOvenChecklist: t`Güneş fırını planlayıcısının malzeme listesinde işaretlediğiniz maddeler; sayfa yenilense de işaretler kaybolmaz. Kişisel veri içermez.`,
  };
  const localStorageEntries: StorageEntry[] = (Object.keys(STORAGE_KEYS) as StorageKeyName[]).map((name) => ({
    key: STORAGE_KEYS[name],
    description: localStorageDescriptions[name],
  }));

  const deviceStores: StorageEntry[] = [
    {
      key: t`IndexedDB — çevrimdışı kopyalar`,
      description: t`Daha önce açtığınız blog yazıları gibi içeriklerin ve ekran verilerinin kopyaları; internet yokken de görüntüleyebilmeniz için en fazla 7 gün saklanır. Kişiye özel olanlar çıkış yaptığınızda silinir.`,
    },
    {
      key: t`IndexedDB — gönderim kuyruğu`,
      description: t`Bağlantı yokken gönderdiğiniz iletişim formu ve bülten aboneliği mesajları; bağlantı geri geldiğinde sırayla gönderilir ve gönderildikten sonra kuyruktan silinir.`,
    },
    {
      key: t`IndexedDB — takvim etkinlikleri`,
      description: t`Takvime eklediğiniz kendi etkinlikleriniz; yalnızca bu cihazda ve yalnızca sizin hesabınızla görünür. Çıkış yaptığınızda silinir.`,
    },
    {
      key: t`Hizmet çalışanı (service worker) önbelleği`,
      description: t`Uygulamanın sayfaları, stil dosyaları, simgeleri ve görselleri ile blog görsellerinin kopyaları; Platformun internet olmadan açılabilmesi için saklanır. Yeni sürüm yüklendiğinde eski kopyalar kendiliğinden silinir.`,
    },
  ];

  const sections: LegalSection[] = [
    {
      id: 'cerez-nedir',
      title: t`Çerez nedir?`,
      body: (
        <>
          <p>
            <Trans>
              Çerezler, bir web sitesini ziyaret ettiğinizde tarayıcınız aracılığıyla cihazınıza kaydedilen küçük metin dosyalarıdır. Site, çerezler sayesinde
              sizi sayfalar arasında geçerken ve sonraki ziyaretlerinizde hatırlayabilir.
            </Trans>
          </p>
          <p>
            <Trans>
              Benzer amaçla kullanılan başka tarayıcı teknolojileri de vardır: yerel depolama (localStorage) küçük ayarları, IndexedDB daha büyük verileri,
              hizmet çalışanı (service worker) önbelleği ise uygulama dosyalarını cihazınızda saklar. Bu politikada “çerez” sözcüğü, aksi belirtilmedikçe bu
              teknolojilerin tümünü kapsar.
            </Trans>
          </p>
          <p>
            <Trans>
              Çerezler saklandıkları süreye göre oturum çerezleri (tarayıcı kapanınca silinir) ve kalıcı çerezler (belirli bir süre ya da siz silene kadar
              kalır); kimin tarafından yerleştirildiklerine göre de birinci taraf (bizim) ve üçüncü taraf (başka bir hizmet sağlayıcının) çerezleri olarak
              ayrılır.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'neden',
      title: t`Çerezleri neden kullanıyoruz?`,
      body: (
        <>
          <ul>
            <li>
              <Trans>Oturumunuzu açık ve hesabınızı güvende tutmak</Trans>
            </li>
            <li>
              <Trans>Çerez tercihinizi hatırlamak ve her ziyarette yeniden sormamak</Trans>
            </li>
            <li>
              <Trans>Uygulamanın internet bağlantısı olmadan da açılmasını ve daha önce görüntülediğiniz içeriklerin çevrimdışı gösterilmesini sağlamak</Trans>
            </li>
            <li>
              <Trans>Bağlantı yokken gönderdiğiniz iletişim ve bülten formlarını saklayıp bağlantı gelince göndermek</Trans>
            </li>
            <li>
              <Trans>Açık rızanız varsa, Platformun nasıl kullanıldığını toplu ve anonim olarak ölçüp hizmeti geliştirmek</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Reklam çerezleri kullanmayız. Çocukları hedefleyen reklam veya profil oluşturma amacıyla hiçbir çerez ya da benzeri teknoloji kullanılmaz.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'turler',
      title: t`Kullandığımız çerez türleri`,
      body: (
        <>
          <h3>
            <Trans>Zorunlu çerezler</Trans>
          </h3>
          <p>
            <Trans>
              Platformun çalışması, güvenliği ve tercihinizin kaydedilmesi için gereklidir; engellenirse oturum açma ve çevrimdışı kullanım gibi temel işlevler
              çalışmaz. Bu çerezler KVKK’nın 5. maddesinin 2. fıkrasının (c) ve (f) bentlerine (sözleşmenin ifası ve meşru menfaat) dayanır ve açık rıza
              gerektirmez.
            </Trans>
          </p>
          <h3>
            <Trans>Analitik çerezler</Trans>
          </h3>
          <p>
            <Trans>
              Hangi sayfaların ne kadar kullanıldığını, hataları ve performansı toplu olarak ölçmemize yarar. Yalnızca çerez bildirimindeki “{accept}”
              düğmesiyle açık rıza vermeniz hâlinde (KVKK md. 5/1) etkinleşir; “{decline}” seçeneğini seçerseniz hiçbir analitik çerez yerleştirilmez. Analitik
              veriler IP adresi kısaltılarak, kimliğinizi belirlemeyecek biçimde işlenir ve en fazla 14 ay saklanır.
            </Trans>
          </p>
          <h3>
            <Trans>Yerel depolama ve benzeri teknolojiler</Trans>
          </h3>
          <p>
            <Trans>
              Platform, tarayıcınızın yerel depolama alanına (localStorage) aşağıdaki anahtarları kaydeder. Bunların tümü zorunlu niteliktedir ve yalnızca sizin
              cihazınızda tutulur:
            </Trans>
          </p>
          <ul data-testid="local-storage-keys">
            {localStorageEntries.map((entry) => (
              <li key={entry.key}>
                <code>{entry.key}</code> — {entry.description}
              </li>
            ))}
          </ul>
          <p>
            <Trans>Uygulamanın çevrimdışı çalışabilmesi için cihazınızda ayrıca şunlar saklanır:</Trans>
          </p>
          <ul>
            {deviceStores.map((entry) => (
              <li key={entry.key}>
                <strong>{entry.key}:</strong> {entry.description}
              </li>
            ))}
          </ul>
          <h3>
            <Trans>Üçüncü taraf çerezleri</Trans>
          </h3>
          <p>
            <Trans>
              Ödeme yaparken yönlendirildiğiniz ödeme kuruluşunun sayfası ve Google ile oturum açma gibi üçüncü taraf kimlik doğrulama hizmetleri, kendi alan
              adlarında kendi çerezlerini kullanabilir. Bu çerezler ilgili hizmet sağlayıcının çerez ve gizlilik politikalarına tabidir; biz bu çerezlere
              erişemeyiz.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'yonetim',
      title: t`Çerezleri nasıl yönetebilirsiniz?`,
      body: (
        <>
          <p>
            <Trans>
              Platformu ilk ziyaretinizde, sayfa açıldıktan kısa bir süre sonra ekranın alt kısmında bir çerez bildirimi görünür. Bildirimde iki seçenek
              bulunur:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>{accept}:</strong> Zorunlu çerezlere ek olarak analitik çerezlere de açık rıza vermiş olursunuz.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{decline}:</strong> Yalnızca zorunlu çerezler ve depolama kullanılır; analitik çerez yerleştirilmez.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Seçiminiz ve tarihi cihazınıza kaydedilir; kayıt silinmedikçe bildirim yeniden gösterilmez. Seçiminizi değiştirmek veya rızanızı geri almak için
              tarayıcınızda bu siteye ait site verilerini silmeniz yeterlidir (aşağıdaki tarayıcı adımlarına bakınız); bir sonraki ziyaretinizde bildirim
              yeniden görünür ve yeni seçiminiz geçerli olur. Yardıma ihtiyacınız olursa <a href={`mailto:${supportEmail}`}>{supportEmail}</a> adresine
              yazabilirsiniz.
            </Trans>
          </p>
          <Card tone="accent" className={styles.note}>
            <p>
              <Trans>
                <strong>Dikkat:</strong> Site verilerini silmek oturumunuzu kapatır, çevrimdışı kopyaları siler ve henüz gönderilemeyen form mesajlarınızı da
                silebilir. Bu işlemi internet bağlantınız varken ve bekleyen mesajınız yokken yapmanızı öneririz. Ortak kullanılan okul tabletlerinde tüm
                çerezleri engellemek yerine işiniz bitince oturumu kapatmanız yeterlidir.
              </Trans>
            </p>
          </Card>
        </>
      ),
    },
    {
      id: 'tarayici-ayarlari',
      title: t`Tarayıcı ayarlarından yönetim`,
      body: (
        <>
          <p>
            <Trans>
              Çerezleri ve site verilerini tarayıcınızın ayarlarından da silebilir veya engelleyebilirsiniz. Tüm çerezleri engellerseniz oturum açma ve
              çevrimdışı kullanım çalışmayabilir. Menü adları tarayıcının sürümüne göre küçük farklılıklar gösterebilir.
            </Trans>
          </p>

          <h3>
            <Trans>Google Chrome</Trans>
          </h3>
          <ol>
            <li>
              <Trans>Adres çubuğunda site adresinin solundaki site bilgileri simgesine tıklayın.</Trans>
            </li>
            <li>
              <Trans>Çerezler ve site verileri bölümünde Cihaz üzerindeki site verilerini yönetin seçeneğini açın.</Trans>
            </li>
            <li>
              <Trans>Bu siteye ait verilerin yanındaki çöp kutusu simgesine tıklayın ve sayfayı yenileyin.</Trans>
            </li>
          </ol>
          <p>
            <Trans>Genel çerez ayarları için: sağ üstteki üç nokta menüsü › Ayarlar › Gizlilik ve güvenlik › Üçüncü taraf çerezleri.</Trans>
          </p>

          <h3>
            <Trans>Safari (Mac)</Trans>
          </h3>
          <ol>
            <li>
              <Trans>Safari menüsünden Ayarlar’ı (eski sürümlerde Tercihler) açın.</Trans>
            </li>
            <li>
              <Trans>Gizlilik sekmesinde Web Sitesi Verilerini Yönet düğmesine tıklayın.</Trans>
            </li>
            <li>
              <Trans>Listeden bu siteyi seçin, Sil’e ve ardından Bitti’ye tıklayın.</Trans>
            </li>
          </ol>

          <h3>
            <Trans>Safari (iPhone ve iPad)</Trans>
          </h3>
          <ol>
            <li>
              <Trans>Ayarlar uygulamasını açın ve Safari’ye dokunun (iOS ve iPadOS 18’de Ayarlar › Uygulamalar › Safari).</Trans>
            </li>
            <li>
              <Trans>Sayfanın en altındaki İleri Düzey › Web Sitesi Verileri bölümüne dokunun.</Trans>
            </li>
            <li>
              <Trans>Bu siteyi bulun, satırı sola kaydırın ve Sil’e dokunun.</Trans>
            </li>
          </ol>
          <p>
            <Trans>
              Platformu iPad’de Ana Ekran’a eklediyseniz uygulamanın verileri ayrıca saklanır; bunları silmek için Ana Ekran’daki simgeye basılı tutup
              uygulamayı silebilirsiniz. Safari ayarlarındaki Tüm Çerezleri Engelle seçeneği oturum açmayı engelleyebilir.
            </Trans>
          </p>

          <h3>
            <Trans>Mozilla Firefox</Trans>
          </h3>
          <ol>
            <li>
              <Trans>Sağ üstteki menü (☰) düğmesine tıklayın ve Ayarlar’ı seçin.</Trans>
            </li>
            <li>
              <Trans>Gizlilik ve Güvenlik panelinde Çerezler ve Site Verileri bölümüne gidin.</Trans>
            </li>
            <li>
              <Trans>Verileri Yönet… düğmesine tıklayın, bu siteyi seçip Seçilenleri Sil’e, ardından Değişiklikleri Kaydet’e tıklayın.</Trans>
            </li>
          </ol>

          <h3>
            <Trans>Microsoft Edge</Trans>
          </h3>
          <ol>
            <li>
              <Trans>Sağ üstteki üç nokta (…) menüsünü açın ve Ayarlar’ı seçin.</Trans>
            </li>
            <li>
              <Trans>Tanımlama bilgileri ve site izinleri › Tanımlama bilgilerini ve site verilerini yönetin ve silin bölümüne gidin.</Trans>
            </li>
            <li>
              <Trans>Tüm tanımlama bilgilerini ve site verilerini görün seçeneğini açın, bu siteyi arayın ve çöp kutusu simgesiyle silin.</Trans>
            </li>
          </ol>
          <p>
            <Trans>Edge’de çerezler “tanımlama bilgileri” olarak adlandırılır.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'guncellemeler',
      title: t`Politikadaki değişiklikler`,
      body: (
        <>
          <p>
            <Trans>
              Kullandığımız teknolojiler veya mevzuat değiştikçe bu politikayı güncelleyebiliriz. Yeni bir çerez türü eklendiğinde ya da analitik kullanımında
              önemli bir değişiklik olduğunda çerez bildirimini yeniden göstererek tercihinizi tekrar sorarız. Güncel metin her zaman bu sayfada yayımlanır.
            </Trans>
          </p>
          <p>
            <Trans>Bu Çerez Politikası {date} tarihinde yürürlüğe girmiştir.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'iletisim',
      title: t`İletişim`,
      body: (
        <p>
          <Trans>
            Çerezler ve kişisel verileriniz hakkındaki sorularınız için <a href={`mailto:${infoEmail}`}>{infoEmail}</a> adresine yazabilir veya {address}{' '}
            adresine başvurabilirsiniz. KVKK kapsamındaki haklarınızı nasıl kullanabileceğiniz <Link to="/privacy">Gizlilik Politikası</Link>’nda anlatılmıştır.
          </Trans>
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Çerez Politikası`}
      lead={
        <p>
          <Trans>
            Bu Çerez Politikası, {name} platformunda kullanılan çerezleri ve tarayıcı depolaması gibi benzer teknolojileri, bunların hangi amaçlarla
            kullanıldığını ve tercihlerinizi nasıl yönetebileceğinizi açıklar. Kişisel verilerinizin işlenmesine ilişkin genel bilgiler{' '}
            <Link to="/privacy">Gizlilik Politikası</Link>’nda yer alır.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
