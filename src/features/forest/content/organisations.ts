import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type OrganisationId = 'tema' | 'cekul' | 'wwf' | 'ege-orman' | 'turcek' | 'doga';

export const DEFAULT_ORGANISATION: OrganisationId = 'tema';

/**
 * What the `motto` line is: a slogan the organisation itself uses, or — where
 * no slogan is known for sure — its stated aim, so a description is never
 * passed off as a motto. The page labels the line accordingly.
 */
type MottoKind = 'slogan' | 'aim';

/** docs/behaviour.md#data-kept-on-the-device protection organisation, plus the full legal name and what kind of line the motto is. */
export type Organisation = {
  id: OrganisationId;
  /** The short name people know it by. */
  name: MessageDescriptor;
  fullName: MessageDescriptor;
  /** An emoji stand-in, never the organisation's own (trademarked) logo. */
  logo: string;
  established: number;
  motto: MessageDescriptor;
  mottoKind: MottoKind;
  /** The parent-level "more" text. */
  description: MessageDescriptor;
  achievements: readonly MessageDescriptor[];
  specialProjects: readonly MessageDescriptor[];
  /** What a 7-year-old reads first. */
  kidFriendlyInfo: MessageDescriptor;
  website: string;
  /** Accent colour; dark enough for text on `bgColor` (WCAG AA, checked by a test). */
  color: string;
  bgColor: string;
  funFact: MessageDescriptor;
  location: MessageDescriptor;
};

/**
 * docs/behaviour.md#routes-and-guards, #data-kept-on-the-device: the six protection organisations of /forest/forest-heroes.
 * Facts follow the organisations' own public pages; counts of saplings or
 * members are left out on purpose because they change every year.
 */
export const organisations: readonly Organisation[] = [
  {
    id: 'tema',
    name: msg`TEMA Vakfı`,
    fullName: msg`Türkiye Erozyonla Mücadele, Ağaçlandırma ve Doğal Varlıkları Koruma Vakfı`,
    logo: '🌱',
    established: 1992,
    // The foundation's own slogan from its first years.
    motto: msg`Türkiye Çöl Olmasın!`,
    mottoKind: 'slogan',
    description: msg`TEMA Vakfı, 11 Eylül 1992’de Hayrettin Karaca ve A. Nihat Gökyiğit tarafından kuruldu. Erozyona ve çölleşmeye karşı toprağı korumak, ağaçlandırma yapmak ve doğal varlıkları korumak için çalışır. Bu mücadelenin bir devlet politikası olmasını hedefler.`,
    achievements: [
      msg`Erozyonun ve çölleşmenin Türkiye için büyük bir tehlike olduğunu geniş kitlelere anlattı.`,
      msg`Türkiye’nin dört bir yanında il ve ilçe temsilcilerinden oluşan büyük bir gönüllü ağı kurdu.`,
      msg`2021 orman yangınlarından sonra “Yeniden Yeşerteceğiz” kampanyasıyla fidan bağışı topladı.`,
    ],
    specialProjects: [
      msg`Minik TEMA: okul öncesi çocukların doğada gözlem yapmasını sağlayan eğitim programı`,
      msg`Fidan bağışı ve ağaçlandırma çalışmaları`,
      msg`Toprak, su ve biyolojik çeşitlilik üzerine eğitimler`,
    ],
    kidFriendlyInfo: msg`TEMA toprağı korur. Toprak olmazsa ağaç da çiçek de yetişmez. TEMA gönüllüleri fidan diker ve herkese toprağı korumayı anlatır.`,
    website: 'https://www.tema.org.tr',
    color: '#1b5e20',
    bgColor: '#e8f5e9',
    funFact: msg`Kurucularına sevgiyle “Toprak Dede” (Hayrettin Karaca) ve “Yaprak Dede” (A. Nihat Gökyiğit) denir.`,
    location: msg`İstanbul (genel merkez), Türkiye’nin her yerinde gönüllüler`,
  },
  {
    id: 'cekul',
    name: msg`ÇEKÜL Vakfı`,
    fullName: msg`Çevre ve Kültür Değerlerini Koruma ve Tanıtma Vakfı`,
    logo: '🏛️',
    established: 1990,
    // No Turkish slogan is known for sure: this is the foundation's stated aim, labelled as such.
    motto: msg`Doğal ve kültürel mirası bir bütün olarak korumak`,
    mottoKind: 'aim',
    description: msg`ÇEKÜL Vakfı, 1990’da Prof. Dr. Metin Sözen ve arkadaşları tarafından İstanbul’da kuruldu. Doğayı, tarihi kentleri ve kültür mirasını birlikte korumak için yerel yönetimler ve gönüllülerle çalışır.`,
    achievements: [
      msg`Anadolu’daki pek çok tarihi kentin korunması ve yaşatılması için yerel yönetimlerle birlikte çalıştı.`,
      msg`7 Ağaç Ormanları programıyla çok sayıda doğaseveri ağaçlandırmaya kattı.`,
      msg`Tarihi Kentler Birliği’nin çalışmalarına destek verdi.`,
    ],
    specialProjects: [
      msg`7 Ağaç Ormanları: her yıl doğaya borçlu olduğumuz 7 ağacı fidan dikerek geri verme programı`,
      msg`Çocuklar ve gençler için doğa ve kültür mirası eğitimleri`,
      msg`Tarihi kentlerde koruma ve yaşatma projeleri`,
    ],
    kidFriendlyInfo: msg`ÇEKÜL hem ağaçları hem de eski evleri, köprüleri ve çarşıları korur. Herkesi, bir yılda kullandığı kâğıt ve eşyalar için 7 fidan dikmeye çağırır.`,
    website: 'https://www.cekulvakfi.org.tr',
    color: '#7a2e0e',
    bgColor: '#fdf0e6',
    funFact: msg`“7 Ağaç” fikri, bir kişinin kâğıt, kalem, mobilya ve yakacak için bir yılda tükettiği doğal kaynağı simgeler.`,
    location: msg`İstanbul`,
  },
  {
    id: 'wwf',
    name: msg`WWF-Türkiye`,
    fullName: msg`Doğal Hayatı Koruma Vakfı`,
    logo: '🐼',
    established: 1996,
    // WWF's stated mission, not a slogan.
    motto: msg`İnsanın doğayla uyum içinde yaşadığı bir gelecek kurmak`,
    mottoKind: 'aim',
    description: msg`WWF-Türkiye, 1996’da Doğal Hayatı Koruma Derneği’nin öncülüğünde Doğal Hayatı Koruma Vakfı olarak kuruldu ve 2001’de WWF’in uluslararası ağına katıldı. WWF, 1961’de kurulan ve dünyanın en büyük doğa koruma kuruluşlarından biridir.`,
    achievements: [
      msg`Kökleri, 1975’te Birecik’teki kelaynakları korumak için kurulan Doğal Hayatı Koruma Derneği’ne dayanır.`,
      msg`Küre Dağları gibi değerli orman alanlarının korunması için çalıştı.`,
      msg`Her yıl Türkiye’de Dünya Saati etkinliğini düzenler.`,
    ],
    specialProjects: [
      msg`Dünya Saati: her yıl mart ayında bir saatliğine ışıkları kapatma etkinliği`,
      msg`Ormanları, nehirleri ve denizleri koruma projeleri`,
      msg`Nesli tehlikedeki türleri koruma çalışmaları`,
    ],
    kidFriendlyInfo: msg`WWF’in simgesi sevimli bir pandadır. WWF-Türkiye ormanları, denizleri ve hayvanları korur. Dünya Saati’nde herkesi bir saatliğine ışıkları kapatmaya çağırır.`,
    website: 'https://www.wwf.org.tr',
    color: '#1f2937',
    bgColor: '#f1f5f9',
    funFact: msg`WWF’in panda simgesi, 1961’de Londra Hayvanat Bahçesi’nde yaşayan Chi-Chi adlı pandadan esinlenerek çizildi.`,
    location: msg`İstanbul`,
  },
  {
    id: 'ege-orman',
    name: msg`Ege Orman Vakfı`,
    fullName: msg`Ege Orman Vakfı`,
    logo: '🌲',
    established: 1995,
    // The words the foundation was set up with, shown as its aim rather than as a slogan.
    motto: msg`Ormanları korumak ve yeni ormanlar kazandırmak yalnız devletin değil, hepimizin görevidir.`,
    mottoKind: 'aim',
    description: msg`Ege Orman Vakfı, 1995’te İzmir’de kuruldu. Kurucusu Cem Bakioğlu, İzmir Adnan Menderes Havalimanı çevresini ağaçlandırma çalışmasını bir vakfa dönüştürdü. Vakıf ağaçlandırma, erozyon ve selle mücadele, doğa eğitimi ve kırsal kalkınma projeleri yürütür.`,
    achievements: [
      msg`İzmir’in önemli içme suyu kaynağı Tahtalı Barajı’nın koruma alanını ağaçlandırdı.`,
      msg`Şirince gibi yangın görmüş alanların yeniden yeşermesine katkı verdi.`,
      msg`Orman Genel Müdürlüğü ile birlikte milyonlarca fidanı toprakla buluşturdu.`,
    ],
    specialProjects: [
      msg`Güneş enerjisi santralinden elde edilen geliri ağaçlandırmaya aktaran proje`,
      msg`Hatıra ormanı ağaçlandırmaları`,
      msg`Çocuklar için doğada orman eğitimleri`,
    ],
    kidFriendlyInfo: msg`Ege Orman Vakfı, Ege Bölgesi’nde yeni ormanlar kurar. Çocuklara ormanda doğayı tanıtan eğitimler yapar.`,
    website: 'https://www.egeorman.org.tr',
    color: '#0b5563',
    bgColor: '#e6f6f8',
    funFact: msg`Vakfın ilk ormanı, İzmir’deki havalimanının çevresine dikildi.`,
    location: msg`İzmir`,
  },
  {
    id: 'turcek',
    name: msg`TÜRÇEK`,
    fullName: msg`Türkiye Çevre Koruma ve Yeşillendirme Kurumu`,
    logo: '🌳',
    established: 1972,
    // The goal on the organisation's own "about" page, not a slogan.
    motto: msg`Çevre kirliliğini önlemek, insanlar ile doğanın uyum içinde yaşamasını sağlamak`,
    mottoKind: 'aim',
    description: msg`TÜRÇEK, 1972’de İstanbul’da Selâhaddin Üzel’in öncülüğünde orman, peyzaj ve coğrafya alanlarından bilim insanlarıyla birlikte kuruldu. Türkiye’nin ilk gönüllü çevre kuruluşlarından biridir. Çevre eğitimi, ağaçlandırma ve doğal alanları koruma çalışmaları yapar.`,
    achievements: [
      msg`1975’te “kamu yararına çalışan dernek” sayıldı.`,
      msg`Ballıkayalar Vadisi ve Acarlar Longozu gibi doğal alanların korunmasına katkı verdi.`,
      msg`Kuruluşundan bu yana ağaçlandırma ve hatıra ormanı çalışmaları yürütüyor.`,
    ],
    specialProjects: [msg`Doğa eğitim merkezi ve çevre eğitimleri`, msg`Hatıra ormanları oluşturma`, msg`5 Haziran Dünya Çevre Günü etkinlikleri`],
    kidFriendlyInfo: msg`TÜRÇEK, Türkiye’nin en eski çevre kuruluşlarından biridir. Ağaç diker, çocuklara ve büyüklere çevreyi korumayı öğretir.`,
    website: 'https://www.turcek.org.tr',
    color: '#365314',
    bgColor: '#f3f9e6',
    funFact: msg`Kurucusu Selâhaddin Üzel, 1992’de TEMA Vakfı’nın kurucuları arasında da yer aldı.`,
    location: msg`İstanbul`,
  },
  {
    id: 'doga',
    name: msg`Doğa Derneği`,
    fullName: msg`Doğa Derneği`,
    logo: '🐦',
    established: 2002,
    // The association's stated horizon, not a slogan.
    motto: msg`Doğanın korunmasının gerekmediği bir dünya`,
    mottoKind: 'aim',
    description: msg`Doğa Derneği, 2002’de kuş araştırmaları yapan bir ekibin girişimiyle kuruldu. Türkiye’nin önemli doğa alanlarını belirlemek, izlemek ve korumak için bilim insanları, köylüler ve gönüllülerle birlikte çalışır.`,
    achievements: [
      msg`“Önemli Doğa Alanları” yöntemini uluslararası bir bilim ekibiyle geliştirdi ve 2006’da Türkiye’nin Önemli Doğa Alanları kitabını hazırladı.`,
      msg`Kelaynak, ceylan, flamingo ve akbaba gibi canlıların korunması için çalıştı.`,
      msg`“Hedef: Sıfır Yok Oluş” kampanyasıyla nesli tehlikedeki canlılara dikkat çekti.`,
    ],
    specialProjects: [msg`Doğa Okulu`, msg`Önemli doğa alanlarını izleme çalışmaları`, msg`Nesli tehlikedeki türler için koruma çalışmaları`],
    kidFriendlyInfo: msg`Doğa Derneği kuşları çok sever! Kuşları ve yaşadıkları yerleri inceler. Ormanları, gölleri ve bozkırları koruyarak oradaki canlılara yardım eder.`,
    website: 'https://dogadernegi.org',
    color: '#5b21b6',
    bgColor: '#f3effd',
    funFact: msg`Dernek, kuşları izleyip araştıran bir grup doğaseverin çalışmasıyla kuruldu.`,
    location: msg`Türkiye geneli: Burdur Gölü, Gediz Deltası ve Urfa bozkırları gibi alanlar`,
  },
];

export const organisationById = (id: OrganisationId): Organisation => {
  const found = organisations.find((organisation) => organisation.id === id);
  if (!found) throw new Error(`Unknown organisation: ${id}`);
  return found;
};
