import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type IllustrationId =
  | 'babylon'
  | 'earlyGreece'
  | 'pythagoras'
  | 'aristotle'
  | 'eratosthenes'
  | 'ptolemy'
  | 'biruni'
  | 'magellan'
  | 'copernicus'
  | 'galileo'
  | 'blueMarble';

export type TimelineEntry = {
  id: IllustrationId;
  /** When, in words (e.g. "MÖ 240 dolayları"). */
  when: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** True for beliefs later shown wrong, to badge them as such. */
  myth?: boolean;
};

/** From flat-earth myths to photographs from space, oldest first. */
export const TIMELINE: readonly TimelineEntry[] = [
  {
    id: 'babylon',
    when: msg`MÖ 600 dolayları · Mezopotamya`,
    title: msg`Babilliler: Düz bir disk`,
    text: msg`Babilliler karayı, çevresi “acı nehir” denen bir okyanusla sarılmış düz bir disk olarak çizdi. Bu kil tablet, bilinen en eski dünya haritalarından biridir. Gökyüzünü de karanın üstüne kapanan bir kubbe gibi düşünüyorlardı.`,
    myth: true,
  },
  {
    id: 'earlyGreece',
    when: msg`MÖ 8.–6. yüzyıl · Eski Yunan`,
    title: msg`Okeanos nehri ve yüzen kara`,
    text: msg`Homeros’un destanlarında Dünya, çevresinden Okeanos adlı dev bir nehrin aktığı düz bir disktir. Thales karanın suyun üstünde yüzdüğünü düşündü. Anaksimandros ise Dünya’yı boşlukta duran, davula benzeyen kısa bir silindir olarak hayal etti.`,
    myth: true,
  },
  {
    id: 'pythagoras',
    when: msg`MÖ 6. yüzyıl · Pisagor ve öğrencileri`,
    title: msg`İlk küre fikri`,
    text: msg`Pisagorcular Dünya’nın bir küre olduğunu söyledi. O zaman bunun gerekçesi daha çok kürenin “en kusursuz şekil” sayılmasıydı; kanıtlar sonra geldi.`,
  },
  {
    id: 'aristotle',
    when: msg`MÖ 350 dolayları · Aristoteles`,
    title: msg`Gözleme dayanan kanıtlar`,
    text: msg`Aristoteles küre fikrini gözlemlerle destekledi. Ay tutulmasında Dünya’nın Ay’a düşen gölgesi hep yuvarlaktır. Güneye yolculuk edenler kuzeyde görünmeyen yıldızları görür. Uzaklaşan bir geminin önce gövdesi, en son direği gözden kaybolur: Deniz yüzeyi eğridir.`,
  },
  {
    id: 'eratosthenes',
    when: msg`MÖ 240 dolayları · Eratosthenes`,
    title: msg`Dünya’nın çevresini ölçmek`,
    text: msg`İskenderiye Kütüphanesi’nin yöneticisi Eratosthenes, yaz gündönümünde öğlen Güneş’in Siene’de (bugünkü Asvan) tam tepede olduğunu biliyordu. Aynı anda İskenderiye’de dik bir çubuğun gölgesi 7,2° açı yapıyordu: bu, tam dairenin 1/50’si. İki şehir arası yaklaşık 5000 stadion olduğu için Dünya’nın çevresini 50 × 5000 = 250 000 stadion buldu. Bu, bugünkü 40 000 km’ye oldukça yakın bir sonuçtur.`,
  },
  {
    id: 'ptolemy',
    when: msg`MS 150 dolayları · Batlamyus`,
    title: msg`Yer merkezli evren`,
    text: msg`Batlamyus, Almagest adlı kitabında küre biçimli Dünya’yı evrenin ortasına koydu. Güneş, Ay ve gezegenler Dünya’nın çevresinde, büyük dairelerin üzerindeki küçük dairelerde (episikl) dönüyordu. Model yanlıştı ama gezegenlerin yerini iyi tahmin ettiği için yaklaşık 1400 yıl kullanıldı.`,
  },
  {
    id: 'biruni',
    when: msg`1025 dolayları · El-Biruni`,
    title: msg`Bir dağdan Dünya’nın yarıçapı`,
    text: msg`El-Biruni, bugünkü Pakistan’daki Nandana Kalesi yakınında önce bir dağın yüksekliğini ölçtü. Sonra dağın tepesinden ufkun ne kadar aşağıda göründüğünü ölçtü. Trigonometriyle Dünya’nın yarıçapını yaklaşık 6340 km buldu; bugün bilinen değer 6371 km’dir.`,
  },
  {
    id: 'magellan',
    when: msg`1519–1522 · Macellan ve Elcano`,
    title: msg`Dünya’nın çevresini dolaşan ilk yolculuk`,
    text: msg`Macellan’ın komutasında beş gemi İspanya’dan batıya doğru yola çıktı. Macellan 1521’de Filipinler’de öldü; Juan Sebastián Elcano’nun yönettiği Victoria gemisi 1522’de 18 denizciyle İspanya’ya döndü. Hep batıya giderek başladıkları yere varmaları, Dünya’nın yuvarlak olduğunu gösterdi. O dönemde okumuş insanlar bunu zaten biliyordu.`,
  },
  {
    id: 'copernicus',
    when: msg`1543 · Kopernik`,
    title: msg`Merkezde Güneş var`,
    text: msg`Kopernik, öldüğü yıl yayımlanan “Göksel Kürelerin Dönüşleri Üzerine” kitabında Güneş’i merkeze koydu. Dünya da bir gezegendi: kendi ekseni çevresinde dönüyor ve Güneş’in çevresinde dolanıyordu.`,
  },
  {
    id: 'galileo',
    when: msg`1610 · Galileo`,
    title: msg`Teleskopla gökyüzü`,
    text: msg`Galileo kendi yaptığı teleskopla Ay’daki dağları ve Jüpiter’in çevresinde dolanan dört uyduyu gördü; bunları 1610’da “Yıldız Habercisi” kitabında anlattı. Aynı yıl gözlediği Venüs’ün evreleri, Venüs’ün Güneş’in çevresinde dolandığını gösteriyordu.`,
  },
  {
    id: 'blueMarble',
    when: msg`7 Aralık 1972 · Apollo 17`,
    title: msg`Mavi Bilye fotoğrafı`,
    text: msg`Ay’a giden Apollo 17 astronotları, yaklaşık 29 000 km uzaktan Dünya’nın tamamını aydınlık olarak fotoğrafladı. “Mavi Bilye” (Blue Marble) adıyla bilinen bu fotoğraf, yuvarlak Dünya’mızı herkesin gözü önüne serdi. Bugün uydular Dünya’yı her gün fotoğraflıyor.`,
  },
];
