import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { Card } from '@/shared/ui/Card.tsx';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { LEGAL_EFFECTIVE_DATE } from '../content/effectiveDate.ts';
import { LegalPage, type LegalSection } from './LegalPage.tsx';
import * as styles from './LegalPage.css.ts';

/**
 * Kullanım Koşulları. Consumer law (6502) caps what a limitation clause may
 * take away, so liability and disputes keep the consumer routes open.
 */
export function TermsPage() {
  const { t } = useLingui();
  const name = siteConfig.name;
  const infoEmail = siteConfig.infoEmail;
  const supportEmail = siteConfig.supportEmail;
  const address = siteConfig.address;
  const city = siteConfig.jurisdictionCity;
  const date = formatLongDate(LEGAL_EFFECTIVE_DATE);

  const sections: LegalSection[] = [
    {
      id: 'kapsam',
      title: t`Taraflar ve kapsam`,
      body: (
        <>
          <p>
            <Trans>
              Bu koşullar, {name} platformunu işleten şirket (bundan sonra “Şirket” veya “biz”) ile Platformu ziyaret eden ya da bir hesapla kullanan herkes
              (bundan sonra “Kullanıcı” veya “siz”) arasında geçerlidir. Şirketin iletişim adresi: {address}.
            </Trans>
          </p>
          <p>
            <Trans>
              Koşullar; web sitesini, cihazlara yüklenebilen uygulamayı, dijital içerikleri, araçları, blogu, bülteni, orman farkındalığı bölümünü ve Platform
              üzerinden sunulan diğer tüm hizmetleri kapsar. Okullarla veya kurumlarla ayrıca yazılı bir sözleşme yapılmışsa, o sözleşmenin hükümleri öncelikle
              uygulanır.
            </Trans>
          </p>
          <p>
            <Trans>
              Kişisel verilerin işlenmesi <Link to="/privacy">Gizlilik Politikası</Link>’nda, çerezler ve benzeri teknolojiler{' '}
              <Link to="/cookies">Çerez Politikası</Link>’nda düzenlenir; bu metinler Kullanım Koşulları’nın ayrılmaz parçasıdır.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'tanimlar',
      title: t`Tanımlar`,
      body: (
        <ul>
          <li>
            <Trans>
              <strong>Platform:</strong> {name} adıyla sunulan web sitesi, uygulama ve bunlara bağlı tüm hizmetler.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Kullanıcı:</strong> Platformu kullanan öğrenci, veli, öğretmen, okul yöneticisi veya ziyaretçi.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Öğrenci:</strong> Platformu öğrenme amacıyla kullanan, çoğunlukla 6–18 yaş arasındaki kullanıcı.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Veli:</strong> 18 yaşından küçük öğrencinin annesi, babası veya yasal temsilcisi.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Okul:</strong> Öğrencileri ve öğretmenleri için Platformda hesap açan resmî veya özel eğitim kurumu.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>İçerik:</strong> Platformdaki deney anlatımları, videolar, görseller, metinler, sorular, oyunlar, araçlar ve yazılımlar.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'hizmet',
      title: t`Hizmetin tanımı`,
      body: (
        <>
          <p>
            <Trans>
              Platform; fen bilimleri, matematik ve kodlama alanlarında müfredatla uyumlu dijital deney içerikleri, yapay zekâ destekli bir öğrenme asistanı,
              ödev ve ilerleme takibi, sınıf yönetimi, ders programı, ek araçlar, fiziksel deney setleri için kargo takibi, blog ve çocuklar için orman
              farkındalığı etkinlikleri sunan bir eğitim platformudur. Daha önce açılmış bölümler internet bağlantısı olmadan da kullanılabilir.
            </Trans>
          </p>
          <Card tone="accent" className={styles.note}>
            <h3>
              <Trans>Demo özellikler hakkında bilgilendirme</Trans>
            </h3>
            <p>
              <Trans>
                Platformdaki bazı özellikler “demo” olarak işaretlenmiştir ya da tıklandığında bir demo bildirimi gösterir. Bu özellikler tanıtım ve deneme
                amaçlıdır; eksik çalışabilir, örnek veriler içerebilir, girdiğiniz bilgileri kaydetmeyebilir ve önceden haber verilmeksizin değiştirilebilir
                veya kaldırılabilir. Demo özellikler, ücretli hizmetler kapsamında taahhüt edilen özelliklerden sayılmaz.
              </Trans>
            </p>
          </Card>
          <p>
            <Trans>
              Yapay zekâ destekli öğrenme asistanının yanıtları otomatik olarak üretilir; hatalı veya eksik olabilir. Bu yanıtlar öğretmenin ya da velinin
              rehberliğinin yerini tutmaz. Önemli konularda bilgileri öğretmeninizle doğrulayınız.
            </Trans>
          </p>
          <p>
            <Trans>
              Hizmetin kapsamını, içeriklerini ve özelliklerini eğitim ihtiyaçlarına ve teknik gelişmelere göre değiştirebiliriz. Ücretli bir hizmetin esaslı
              unsurlarında aleyhinize bir değişiklik yapılacaksa bunu önceden bildiririz.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'hesaplar',
      title: t`Hesaplar ve üyelik`,
      body: (
        <>
          <p>
            <Trans>Bazı hizmetleri kullanmak için hesap açmanız gerekir. Hesap açarken doğru, güncel ve eksiksiz bilgi vermeyi kabul edersiniz.</Trans>
          </p>
          <p>
            <Trans>
              18 yaşından küçük kullanıcıların hesapları yalnızca okul veya veli aracılığıyla açılır. Okul hesaplarında öğrenci ve öğretmen hesaplarını okul
              oluşturur; gerekli veli bilgilendirmesinden ve onaylarından okul sorumludur. Bireysel hesaplarda veli, çocuğunun hesabını açar veya onaylar ve
              çocuğun Platformu bu koşullara uygun kullanmasını gözetir.
            </Trans>
          </p>
          <p>
            <Trans>
              Şifrenizi gizli tutmak ve hesabınızda yapılan işlemlerden sorumlu olmak size aittir. Hesabınızın izniniz olmadan kullanıldığını düşünüyorsanız
              derhâl <a href={`mailto:${supportEmail}`}>{supportEmail}</a> adresine bildiriniz. Ortak kullanılan okul tabletlerinde işiniz bitince oturumunuzu
              kapatınız.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'yukumlulukler',
      title: t`Kullanıcının yükümlülükleri`,
      body: (
        <>
          <p>
            <Trans>Platformu kullanırken aşağıdaki kurallara uymayı kabul ve taahhüt edersiniz:</Trans>
          </p>
          <ul>
            <li>
              <Trans>Türkiye Cumhuriyeti mevzuatına, bu koşullara ve genel ahlak kurallarına uygun davranmak</Trans>
            </li>
            <li>
              <Trans>Hesabını başkalarıyla paylaşmamak ve başkasının hesabını kullanmamak</Trans>
            </li>
            <li>
              <Trans>
                Diğer kullanıcılara, özellikle çocuklara karşı saygılı davranmak; zorbalık, taciz, hakaret, nefret söylemi ve yaşa uygun olmayan içerik
                paylaşmamak
              </Trans>
            </li>
            <li>
              <Trans>Başkalarının kişisel verilerini (ad, adres, telefon, fotoğraf gibi) izinsiz paylaşmamak</Trans>
            </li>
            <li>
              <Trans>
                Platforma zarar verebilecek yazılım yüklememek, güvenlik önlemlerini aşmaya çalışmamak ve yazılımı tersine mühendislikle çözmeye çalışmamak
              </Trans>
            </li>
            <li>
              <Trans>İçerikleri bot, kazıma aracı gibi otomatik yollarla toplamamak ve Platforma olağan kullanımı aşan yük bindirmemek</Trans>
            </li>
            <li>
              <Trans>İçerikleri izinsiz çoğaltmamak, satmamak, ticari amaçla kullanmamak veya yayımlamamak</Trans>
            </li>
            <li>
              <Trans>Yapay zekâ asistanını yanıltıcı, zararlı veya hukuka aykırı içerik üretmek için kullanmamak</Trans>
            </li>
            <li>
              <Trans>
                Deneyleri bir yetişkinin gözetiminde ve içerikte anlatılan güvenlik talimatlarına uyarak yapmak; ısı, elektrik, keskin nesne veya kimyasal madde
                içeren deneylerde özellikle dikkatli olmak
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Velilerin ve öğretmenlerin, gözetimlerindeki öğrencilerin bu kurallara uymasına rehberlik etmesini bekleriz. Kurallara aykırı davranışların
              sonuçlarından aykırılığı gerçekleştiren kullanıcı sorumludur.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'ucretli-hizmetler',
      title: t`Ücretli hizmetler ve ödeme`,
      body: (
        <>
          <p>
            <Trans>
              Ücretli ürün ve hizmetlerin fiyatı, kapsamı ve süresi satın alma öncesinde açıkça gösterilir. Ödemeler lisanslı bir üçüncü taraf ödeme kuruluşu
              aracılığıyla alınır; kart bilgileriniz tarafımızca görülmez ve saklanmaz.
            </Trans>
          </p>
          <p>
            <Trans>
              Tüketici olarak yaptığınız satın almalarda 6502 sayılı Tüketicinin Korunması Hakkında Kanun ile Mesafeli Sözleşmeler Yönetmeliği uygulanır.
              Fiziksel deney setlerinde, teslim tarihinden itibaren 14 gün içinde gerekçe göstermeden cayma hakkınız vardır. Elektronik ortamda anında ifa
              edilen dijital içeriklerde, ifaya onayınızla başlanmışsa cayma hakkı yönetmelik uyarınca kullanılamaz; bu durum satın alma sırasında ayrıca
              bildirilir.
            </Trans>
          </p>
          <p>
            <Trans>Okul ve kurum lisansları, kurumla yapılan ayrı sözleşmeye göre faturalandırılır.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'fikri-mulkiyet',
      title: t`Fikri mülkiyet hakları`,
      body: (
        <>
          <p>
            <Trans>
              Platformdaki içerikler, tasarım, logo, marka, maskot karakterler, yazılım ve veritabanları üzerindeki tüm haklar Şirkete veya lisans verenlerine
              aittir ve 5846 sayılı Fikir ve Sanat Eserleri Kanunu ile 6769 sayılı Sınai Mülkiyet Kanunu kapsamında korunur.
            </Trans>
          </p>
          <p>
            <Trans>
              Bu koşullara uymanız şartıyla size, içerikleri yalnızca kişisel ve eğitim amaçlı kullanmanız için kişisel, münhasır olmayan, devredilemez ve geri
              alınabilir bir kullanım hakkı tanınır. Öğretmenler içerikleri kendi sınıflarında ders amacıyla gösterebilir ve öğrencileriyle paylaşabilir.
              İçeriklerin izinsiz olarak çoğaltılması, dağıtılması, değiştirilmesi, ticari amaçla kullanılması veya yayımlanması yasaktır.
            </Trans>
          </p>
          <p>
            <Trans>
              Platforma yüklediğiniz ödev, proje, fotoğraf ve mesaj gibi içeriklerin hakları size (18 yaşından küçükseniz velinizin gözetiminde size) aittir. Bu
              içerikleri yalnızca hizmeti sunmak, öğretmeninizin görmesini sağlamak ve yedeklemek için kullanmamıza izin vermiş olursunuz; bu izin içeriği
              sildiğinizde veya hesabınızı kapattığınızda sona erer.
            </Trans>
          </p>
          <p>
            <Trans>Bize ilettiğiniz öneri ve geri bildirimleri, size karşı bir yükümlülük doğmaksızın hizmeti geliştirmek için kullanabiliriz.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'sorumluluk',
      title: t`Sorumluluğun sınırlandırılması`,
      body: (
        <>
          <p>
            <Trans>
              Platformu kesintisiz ve hatasız sunmak için makul özeni gösteririz. Ancak bakım ve güncellemeler, internet veya elektrik kesintileri, üçüncü taraf
              hizmet sağlayıcılarındaki arızalar ve mücbir sebepler nedeniyle hizmette geçici aksaklıklar yaşanabilir. Planlı bakımları mümkün olduğunca önceden
              duyururuz.
            </Trans>
          </p>
          <p>
            <Trans>
              Mevzuatın izin verdiği ölçüde; dolaylı zararlardan ve kâr kaybından, Platformun bu koşullara aykırı kullanılmasından, yapay zekâ asistanının
              yanıtlarına öğretmen veya veli denetimi olmadan dayanılmasından, deneylerin yetişkin gözetimi olmadan ya da talimatlara aykırı yapılmasından, demo
              özelliklerde girilen verilerin kaybından ve bağlantı verilen üçüncü taraf sitelerin içeriklerinden sorumlu değiliz.
            </Trans>
          </p>
          <p>
            <Trans>
              Bu sınırlamalar; kastımızdan veya ağır ihmalimizden doğan zararlara, kişinin hayatına ve sağlığına gelen zararlara ve tüketici mevzuatından doğan,
              sözleşmeyle sınırlandırılamayan haklarınıza uygulanmaz.
            </Trans>
          </p>
          <p>
            <Trans>Kullanıcı, bu koşullara aykırı davranışı nedeniyle Şirkete veya üçüncü kişilere verdiği zarardan sorumludur.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'sona-erme',
      title: t`Hesabın askıya alınması ve sona erme`,
      body: (
        <>
          <p>
            <Trans>
              Hesabınızı istediğiniz zaman ayarlar sayfasından veya <a href={`mailto:${supportEmail}`}>{supportEmail}</a> adresine yazarak kapatabilirsiniz.
              Okul hesapları okulun talebiyle kapatılır.
            </Trans>
          </p>
          <p>
            <Trans>
              Bu koşulların ağır veya tekrarlanan ihlali, başka kullanıcıların güvenliğini tehlikeye atan davranışlar ya da yetkili makamların talebi hâlinde
              hesabınızı geçici olarak askıya alabilir veya kapatabiliriz. Mümkün olduğunda bunu gerekçesiyle birlikte önceden bildirir ve itiraz etme imkânı
              tanırız.
            </Trans>
          </p>
          <p>
            <Trans>Hesap kapatıldığında verileriniz Gizlilik Politikası’ndaki saklama sürelerine göre silinir veya anonim hâle getirilir.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'kisisel-veriler',
      title: t`Kişisel verilerin korunması`,
      body: (
        <p>
          <Trans>
            Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak işlenir. Hangi verilerin hangi amaçlarla işlendiğini, saklama
            sürelerini ve haklarınızı <Link to="/privacy">Gizlilik Politikası</Link>’nda; çerezleri ve cihazınızda saklanan verileri{' '}
            <Link to="/cookies">Çerez Politikası</Link>’nda bulabilirsiniz.
          </Trans>
        </p>
      ),
    },
    {
      id: 'uyusmazliklar',
      title: t`Uyuşmazlıkların çözümü`,
      body: (
        <>
          <p>
            <Trans>Bu koşullar ve Platformun kullanımı Türkiye Cumhuriyeti hukukuna tabidir.</Trans>
          </p>
          <p>
            <Trans>
              Bir sorun yaşarsanız öncelikle <a href={`mailto:${supportEmail}`}>{supportEmail}</a> adresine yazmanızı rica ederiz; uyuşmazlıkları iyi niyetle ve
              dostane yollarla çözmeye çalışırız.
            </Trans>
          </p>
          <p>
            <Trans>
              Tüketici olarak yaptığınız işlemlerden doğan uyuşmazlıklarda, Ticaret Bakanlığınca her yıl belirlenen parasal sınırlar içinde yerleşim yerinizdeki
              veya işlemi yaptığınız yerdeki tüketici hakem heyetlerine, bu sınırları aşan uyuşmazlıklarda tüketici mahkemelerine başvurabilirsiniz.
            </Trans>
          </p>
          <p>
            <Trans>Tüketici işlemi niteliğinde olmayan uyuşmazlıklarda {city} Mahkemeleri ve İcra Daireleri yetkilidir.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'son-hukumler',
      title: t`Son hükümler`,
      body: (
        <>
          <p>
            <Trans>
              Bu koşulları mevzuattaki veya hizmetlerimizdeki değişikliklere göre güncelleyebiliriz. Önemli değişiklikleri yürürlüğe girmeden en az 15 gün önce
              Platform üzerinden veya e-posta ile bildiririz. Değişiklikten sonra Platformu kullanmaya devam etmeniz güncel koşulları kabul ettiğiniz anlamına
              gelir; kabul etmiyorsanız hesabınızı kapatabilirsiniz.
            </Trans>
          </p>
          <p>
            <Trans>
              Bu koşulların herhangi bir hükmünün geçersiz sayılması diğer hükümlerin geçerliliğini etkilemez. Bir hakkımızı kullanmamamız o haktan
              vazgeçtiğimiz anlamına gelmez.
            </Trans>
          </p>
          <p>
            <Trans>
              Size yapılacak bildirimler hesabınızda kayıtlı e-posta adresine veya Platform üzerinden yapılır. Bize yapacağınız bildirimler için{' '}
              <a href={`mailto:${infoEmail}`}>{infoEmail}</a> e-posta adresini veya {address} posta adresini kullanabilirsiniz.
            </Trans>
          </p>
          <p>
            <Trans>Bu Kullanım Koşulları {date} tarihinde yürürlüğe girmiştir.</Trans>
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title={t`Kullanım Koşulları`}
      lead={
        <p>
          <Trans>
            Bu Kullanım Koşulları, {name} eğitim platformunu kullanırken geçerli olan kuralları ve tarafların hak ve yükümlülüklerini belirler. Platformu
            kullanarak bu koşulları okuduğunuzu ve kabul ettiğinizi beyan edersiniz. 18 yaşından küçükseniz lütfen bu koşulları velinizle birlikte okuyunuz.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
