import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Dört yüz yıl önce Galileo Galilei, iki merceği bir boruya yerleştirip gökyüzüne çevirdi ve Jüpiter’in çevresinde dolanan dört uydu gördü. Çıplak gözle görülemeyen bu ayrıntılar gök biliminde yeni bir dönem başlattı. Sen de iki büyüteçle basit bir teleskop yapabilirsin.`,
    sections: [
      {
        heading: msg`Teleskop nasıl çalışır?`,
        paragraphs: [
          msg`Büyüteç, ortası kenarlarından kalın bir mercektir. Uzaktaki bir cisimden gelen ışığı toplayarak merceğin arkasında belli bir uzaklıkta görüntü oluşturur. Bu uzaklığa merceğin odak uzaklığı denir.`,
          msg`Basit bir teleskopta iki mercek vardır. Cisme dönük olan ve odak uzaklığı büyük olan merceğe objektif, göze yakın olan ve odak uzaklığı küçük olan merceğe göz merceği denir. Objektif uzaktaki cismin küçük bir görüntüsünü oluşturur; göz merceği bu görüntüyü bir büyüteç gibi büyütür. Bu tür teleskopta görüntü ters görünür.`,
          msg`Objektifin odak uzaklığı göz merceğininkinden kaç kat büyükse teleskop yaklaşık o kadar büyütür. Objektif ne kadar genişse o kadar çok ışık toplar ve sönük gök cisimleri o kadar iyi görülür.`,
        ],
      },
      {
        heading: msg`Teleskoplar ve gök bilimi`,
        paragraphs: [
          msg`Teleskoplar sayesinde Ay’daki kraterler, Satürn’ün halkaları, yeni gezegenler, bulutsular ve galaksiler keşfedildi. Büyük teleskoplar, ışık kirliliğinden uzak ve yüksek yerlerde kurulan gözlemevlerine (rasathane) yerleştirilir; Türkiye’de Antalya’daki TÜBİTAK Ulusal Gözlemevi bunlardan biridir.`,
          msg`Hubble ve James Webb gibi uzay teleskopları Dünya’nın atmosferinin dışındadır. Atmosferin bulanıklaştırıcı etkisinden ve şehir ışıklarından etkilenmedikleri için çok uzaklardaki galaksileri bile gözleyebilirler.`,
        ],
      },
      {
        heading: msg`Yıldızlar nasıl doğar?`,
        paragraphs: [
          msg`Yıldızlar, uzaydaki dev gaz ve toz bulutlarında doğar; bu bulutlara bulutsu (nebula) denir. Bulutsunun bir bölümü kütle çekimiyle büzülür ve ısınır. Merkezi yeterince ısınınca hidrojen helyuma dönüşmeye başlar; açığa çıkan enerjiyle yıldız ışık ve ısı yaymaya başlar.`,
          msg`Güneş gibi bir yıldız milyarlarca yıl ışıldar. Yakıtı azalınca şişerek kırmızı deve dönüşür, dış katmanlarını uzaya saçar ve geriye beyaz cüce denen küçük, sıcak bir çekirdek kalır. Çok büyük kütleli yıldızlar ise süpernova denen büyük bir patlamayla sönebilir; geriye bir nötron yıldızı ya da ışığın bile kaçamadığı bir kara delik kalabilir.`,
          msg`Yıldızlar bize çok uzak olduğu için uzaklıkları ışık yılıyla ölçülür. Işık yılı bir zaman değil, uzunluk birimidir: ışığın bir yılda aldığı yoldur, yaklaşık 9,5 trilyon kilometre. Güneş’ten sonra bize en yakın yıldız yaklaşık 4,2 ışık yılı uzaklıktaki Proxima Centauri’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Teleskop`, definition: msg`Uzaktaki cisimlerden gelen ışığı toplayarak onları daha büyük ve parlak gösteren araç.` },
      { term: msg`Odak uzaklığı`, definition: msg`Merceğin, uzaktaki bir cismin net görüntüsünü oluşturduğu noktanın merceğe uzaklığı.` },
      { term: msg`Objektif`, definition: msg`Teleskopta cisme dönük, ışığı toplayan büyük odaklı mercek.` },
      { term: msg`Bulutsu (nebula)`, definition: msg`Yıldızların doğduğu dev gaz ve toz bulutu.` },
      { term: msg`Işık yılı`, definition: msg`Işığın bir yılda aldığı yol; yaklaşık 9,5 trilyon km.` },
      { term: msg`Kara delik`, definition: msg`Kütle çekimi çok büyük olduğu için ışığın bile kaçamadığı gök cismi.` },
    ],
  },
  procedure: {
    goal: msg`İki büyütecin odak uzaklığını ölçüp onlarla basit bir teleskop yapmak ve teleskobun uzaktaki cisimleri nasıl büyüttüğünü gözlemek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Odak uzaklığı büyük (20–50 cm) ince bir büyüteç ya da mercek`, quantity: msg`her gruba 1 tane` },
      { name: msg`Odak uzaklığı küçük (3–6 cm) kalın bir büyüteç ya da mercek`, quantity: msg`her gruba 1 tane` },
      { name: msg`Kalın karton, koli bandı ve makas (ucu küt)`, quantity: msg`her gruba 1’er tane` },
      { name: msg`Beyaz kâğıt (ekran olarak) ve cetvel`, quantity: msg`1’er tane` },
      { name: msg`Uzaktaki duvara asılmış, büyük harfli bir yazı (en az 10 m uzakta)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Teleskopla, büyüteçle ya da çıplak gözle asla Güneş’e bakma. Mercek Güneş ışığını toplar ve gözün retinasını saniyeler içinde kalıcı olarak yakabilir.`,
      msg`Büyüteçleri güneş alan bir pencerenin önünde ya da masada bırakma. Mercek Güneş ışığını bir noktada toplayıp kâğıdı tutuşturabilir.`,
      msg`Cam mercekleri düşürme; kırılırsa parçalara dokunma, öğretmenine haber ver.`,
      msg`Teleskopla bakarken yürüme; yalnızca otururken ya da dururken bak.`,
    ],
    steps: [
      msg`Odak uzaklığı ölçümü: Sınıfın penceresinden görünen uzak bir binanın ya da ağacın görüntüsünü, büyük büyüteci kâğıda yaklaştırıp uzaklaştırarak kâğıt üzerinde netleştir. Güneş’e değil, uzaktaki cisme doğrult.`,
      msg`Görüntü en net olduğunda merceğin kâğıda uzaklığını cetvelle ölç; bu, büyük merceğin odak uzaklığıdır. Küçük büyüteç için de aynı ölçümü yap. İkisini tabloya yaz.`,
      msg`Kartondan iki boru yap: biri öbürünün içine sıkıca girip kayabilsin. Borulardan birinin boyu büyük merceğin odak uzaklığı kadar olsun.`,
      msg`Büyük merceği dış borunun ucuna, küçük merceği iç borunun ucuna bantla yapıştır.`,
      msg`Küçük merceğin olduğu uçtan bakarak teleskobu uzaktaki yazıya çevir. İç boruyu kaydırarak görüntüyü netleştir.`,
      msg`Yazıyı önce çıplak gözle, sonra teleskopla gözle. Görüntünün büyüklüğünü, parlaklığını ve yönünü karşılaştır.`,
      msg`Objektifin odak uzaklığını göz merceğininkine bölerek teleskobunun yaklaşık kaç kat büyüttüğünü hesapla.`,
    ],
    observations: [
      msg`Büyük ve küçük büyüteçlerin odak uzaklıkları kaç santimetre çıktı?`,
      msg`Teleskopta yazı çıplak gözle görünenden ne kadar büyük görünüyor?`,
      msg`Teleskopta görüntü düz mü, ters mi?`,
      msg`İç boruyu kaydırınca görüntüye ne oldu?`,
    ],
    conclusion: msg`Odak uzaklığı büyük objektif, uzaktaki yazının görüntüsünü borunun içinde oluşturur; göz merceği bu görüntüyü büyütür. Bu yüzden yazı daha büyük ama ters görünür. Objektifin odak uzaklığı göz merceğininkinden kaç kat büyükse teleskop yaklaşık o kadar büyütür. Gök bilimcilerin kullandığı teleskoplar da aynı ilkeyle, çok daha büyük mercek ya da aynalarla çalışır.`,
  },
  questions: [
    {
      id: 'never-sun',
      prompt: msg`Teleskopla ya da büyüteçle neden asla Güneş’e bakılmamalıdır?`,
      options: [
        msg`Güneş çok büyük olduğu için merceğe sığmaz.`,
        msg`Mercek Güneş ışığını toplar ve gözün retinasını kalıcı olarak yakabilir.`,
        msg`Güneş gündüz görünmediği için bir şey göremeyiz.`,
      ],
      correctIndex: 1,
      explanation: msg`Mercekler ışığı toplar. Güneş ışığı bir noktada toplanınca kâğıdı bile tutuşturabilir; göze girerse retinada kalıcı hasar ve körlük yapabilir. Güneş yalnızca özel filtreli araçlarla ve uzman gözetiminde gözlenir.`,
      hints: [msg`Büyüteçle güneş ışığını kâğıda düşürünce ne olur?`, msg`Gözün arkasındaki ışığa duyarlı tabakayı düşün.`],
    },
    {
      id: 'magnification',
      prompt: msg`Bir teleskobun objektifinin odak uzaklığı 30 cm, göz merceğininki 5 cm’dir. Bu teleskop yaklaşık kaç kat büyütür?`,
      options: [msg`25 kat`, msg`35 kat`, msg`6 kat`, msg`150 kat`],
      correctIndex: 2,
      explanation: msg`Büyütme, objektifin odak uzaklığının göz merceğininkine bölünmesiyle bulunur: 30 ÷ 5 = 6 kat.`,
      hints: [msg`Büyütme iki odak uzaklığı arasındaki orana bağlıdır.`, msg`Büyük odak uzaklığını küçük olana böl.`],
    },
    {
      id: 'space-telescope',
      prompt: msg`Hubble gibi teleskoplar neden uzaya yerleştirilmiştir?`,
      options: [
        msg`Atmosferin bulanıklaştırıcı etkisinden ve ışık kirliliğinden etkilenmeden gözlem yapmak için`,
        msg`Yıldızlara daha yakın olup onlara dokunabilmek için`,
        msg`Uzayda mercekler daha ucuz olduğu için`,
      ],
      correctIndex: 0,
      explanation: msg`Dünya’nın atmosferi yıldız ışığını titretir ve bulanıklaştırır; şehir ışıkları da gökyüzünü aydınlatır. Uzaydaki teleskop bu etkilerin dışında kalır.`,
      hints: [msg`Gözlemevleri neden şehirlerden uzak, yüksek yerlere kurulur?`, msg`Uzayda hava var mı?`],
    },
    {
      id: 'star-birth',
      prompt: msg`Yıldızlar nerede doğar?`,
      options: [msg`Kara deliklerin içinde`, msg`Gezegenlerin yüzeyinde`, msg`Galaksilerin dışındaki boşlukta`, msg`Bulutsu denen gaz ve toz bulutlarında`],
      correctIndex: 3,
      explanation: msg`Bulutsunun bir bölümü kütle çekimiyle büzülüp ısınır. Merkezi yeterince ısınınca hidrojen helyuma dönüşmeye başlar ve yeni bir yıldız ışımaya başlar.`,
      hints: [msg`Bir yıldızı oluşturacak hammadde nedir?`, msg`Bu hammadde uzayda dev bulutlar hâlinde bulunur.`],
    },
    {
      id: 'light-year',
      prompt: msg`“Işık yılı” ile ilgili hangisi doğrudur?`,
      options: [
        msg`Işığın bir yılda aldığı yoldur; bir uzunluk birimidir.`,
        msg`Bir yıldızın yaşadığı süredir.`,
        msg`Dünya’nın Güneş çevresinde bir tur atması için geçen süredir.`,
      ],
      correctIndex: 0,
      explanation: msg`Adında “yıl” geçse de ışık yılı bir zaman değil, uzunluk birimidir: yaklaşık 9,5 trilyon km. Yıldızlar arası uzaklıklar çok büyük olduğu için bu birim kullanılır.`,
      hints: [
        msg`Yıldızlara olan uzaklıkları anlatmak için hangi tür birime ihtiyaç vardır?`,
        msg`Bir birimin adında “yıl” geçmesi onun zamanı ölçtüğü anlamına gelir mi?`,
      ],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Güneş benzeri bir yıldızın yaşam öyküsü`,
    instructions: msg`Güneş gibi bir yıldızın doğumundan sonuna kadar geçirdiği aşamaları sıraya koy. Adımları yukarı ve aşağı düğmeleriyle taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Uzayda dev bir gaz ve toz bulutu (bulutsu) vardır.`,
      msg`Bulutun bir bölümü kütle çekimiyle büzülür ve ısınır.`,
      msg`Merkezde hidrojen helyuma dönüşmeye başlar; yıldız ışık ve ısı yayar.`,
      msg`Yıldız milyarlarca yıl boyunca kararlı bir şekilde ışıldar.`,
      msg`Yakıtı azalınca şişer ve kırmızı deve dönüşür.`,
      msg`Dış katmanlarını uzaya saçar; geriye beyaz cüce denen küçük, sıcak bir çekirdek kalır.`,
    ],
  },
  worksheet: {
    title: msg`Teleskop Yapımı Çalışma Sayfası`,
    instructions: msg`Ölçümlerini tabloya yaz, teleskobunun büyütmesini hesapla ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Teleskobunun yaklaşık büyütmesini hesapla. İşlemini göster.`, lines: 3 },
      { prompt: msg`Teleskopta görüntü neden ters görünüyor olabilir? Gözlemini yaz.`, lines: 3 },
      { prompt: msg`Gözlemevleri neden şehirlerden uzak ve yüksek yerlere kurulur?`, lines: 3 },
      { prompt: msg`Bir bulutsunun içinde yeni bir yıldızın oluşmasını kendi cümlelerinle anlat.`, lines: 4 },
    ],
    table: {
      caption: msg`Mercek ölçümleri`,
      columns: [msg`Mercek`, msg`Odak uzaklığı (cm)`, msg`Teleskoptaki görevi`, msg`Gözlem`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Gözlem Kulesi`,
    paragraphs: [
      msg`Fındık her gece en yüksek dala çıkıp yıldızlara bakardı. Bir gece Baykuş Nine ona iki cam parçası getirdi: biri ince ve geniş, öbürü küçük ve kalındı. “Bunlar eski bir gözlükçünün mercekleri,” dedi.`,
      msg`Fındık bir kabuk boruya iki merceği yerleştirdi ve uzaktaki dağa çevirdi. Dağdaki tek tek ağaçlar, hatta bir kartalın yuvası görünüyordu. “Ama her şey baş aşağı!” diye güldü. Baykuş Nine, “Bu tür teleskoplarda görüntü ters olur; gök bilimciler buna alışkındır,” dedi.`,
      msg`Tam o sırada Güneş batıyordu. Fındık teleskobu o yöne çevirmek üzereyken Baykuş Nine kanadını uzattı: “Dur! Mercek Güneş ışığını toplar ve gözünü yakar. Güneş’e asla teleskopla bakılmaz.”`,
      msg`Gece olunca Fındık teleskobu Avcı takımyıldızındaki bulanık bir lekeye çevirdi. “O bir bulutsu,” dedi Baykuş Nine. “İçinde şu anda yeni yıldızlar doğuyor. Onun ışığı bize bin yılı aşkın bir sürede ulaştı.”`,
    ],
    lesson: msg`Teleskoplar uzaktaki cisimlerden gelen ışığı toplayıp büyüterek evreni tanımamızı sağlar. Yıldızlar bulutsularda doğar; Güneş’e ise asla teleskopla ya da çıplak gözle bakılmaz.`,
  },
};
