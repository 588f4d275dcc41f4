import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir elektrikçi, bir binanın elektrik tesisatını kurmadan önce şemasına bakar. Devre şeması, devrenin elemanlarını ve nasıl bağlandıklarını herkesin anlayacağı sembollerle gösterir. Bu deneyde şemaları okuyup gerçek devrelere dönüştüreceğiz.`,
    sections: [
      {
        heading: msg`Devre sembolleri`,
        paragraphs: [
          msg`Devre şemasında her elemanın bir sembolü vardır. Pil, biri uzun biri kısa iki paralel çizgiyle gösterilir; uzun çizgi pilin artı kutbudur. Ampul, içinde çarpı olan bir daireyle gösterilir. Bağlantı kabloları düz çizgilerle çizilir.`,
          msg`Anahtar kapalıyken düz bir çizgi gibi, açıkken yukarı kalkmış eğik bir çizgi gibi çizilir. Şemalar çizilirken kablolar düz ve köşeli çizilir; gerçek kabloların kıvrımları çizilmez.`,
        ],
      },
      {
        heading: msg`Şemayı okumak`,
        paragraphs: [
          msg`Bir şemayı okurken pilin bir kutbundan başla ve çizgileri parmağınla izle. Yolun üstündeki her elemanı sırayla say ve pilin öbür kutbuna dönene kadar devam et. Yol hiçbir yerde kesilmiyorsa devre kapalıdır.`,
          msg`Pilleri art arda bağlarken bir pilin artı kutbu, öbür pilin eksi kutbuna gelmelidir. Ampulleri art arda, yani seri bağlarsak elektrik aynı yol üzerinden bütün ampullerden sırayla geçer.`,
        ],
      },
      {
        heading: msg`Parlaklık neye bağlı?`,
        paragraphs: [
          msg`Devreye aynı pillerden art arda bir tane daha eklersek ampul daha parlak yanar. Devreye aynı ampullerden art arda bir tane daha eklersek ampullerin hepsi daha sönük yanar.`,
          msg`2 pil ve art arda bağlı 2 ampulün bulunduğu devrede her ampul, 1 pil ve 1 ampulün bulunduğu devredeki ampule yakın bir parlaklıkta yanar. Art arda bağlı ampullerden biri sökülürse yol kesilir ve öbürü de söner.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Devre şeması`, definition: msg`Bir devrenin elemanlarını ve bağlantılarını sembollerle gösteren çizim.` },
      { term: msg`Sembol`, definition: msg`Bir şeyi temsil eden basit ve herkesçe bilinen işaret.` },
      { term: msg`Seri bağlama`, definition: msg`Devre elemanlarının aynı yol üzerinde art arda bağlanması.` },
      { term: msg`Tahmin`, definition: msg`Deneyden önce, bildiklerimize dayanarak sonucun ne olacağını söylemek.` },
    ],
  },
  procedure: {
    goal: msg`Devre şemalarını okuyarak gerçek devreler kurmak, ampul parlaklığını önce tahmin edip sonra sınamak ve kurulmuş bir devrenin şemasını çizmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`1,5 voltluk kalem pil ve iki pillik pil yatağı`, quantity: msg`Her gruba 2 pil, 1 yatak` },
      { name: msg`Duylu, aynı türden el feneri ampulü (2,5 V)`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Timsah kıskaçlı kablo`, quantity: msg`Her gruba 5 tane` },
      { name: msg`Basmalı ya da sürgülü anahtar`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Öğretmenin hazırladığı dört devre şeması kartı (A, B, C, D)`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Çalışma sayfası, cetvel ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Yalnızca kalem pil kullan; prize hiçbir şey takma.`,
      msg`Pilin iki kutbunu arada ampul olmadan bir kabloyla birleştirme; kısa devre kabloyu ve pili ısıtır.`,
      msg`Bir ampule 2’den fazla pil bağlama; ampulün teli kopabilir ya da cam ısınabilir.`,
      msg`Uzun süre yanan ampulün camına dokunma. Devreyi sökmeden önce anahtarı aç.`,
    ],
    steps: [
      msg`Kartlara bak. A: 1 pil, 1 ampul ve kapalı bir anahtar. B: art arda 2 pil ve 1 ampul. C: 1 pil ve art arda 2 ampul. D: art arda 2 pil ve art arda 2 ampul. Her şemayı parmağınla izle ve elemanları say.`,
      msg`Kurmadan önce tahmin yap: B, C ve D devrelerindeki ampuller A’dakine göre daha parlak mı, aynı mı, daha sönük mü yanar? Tahminlerini tabloya yaz.`,
      msg`A devresini karttaki şemaya bakarak kur. Anahtarı kapat ve ampulün parlaklığını aklında tut. Bu, karşılaştırma için senin ölçütün.`,
      msg`Devreyi sök ve B, C, D devrelerini sırayla kur. Her birinde ampulün parlaklığını A ile karşılaştır ve gözlemini tahmininin yanına yaz.`,
      msg`D devresinde ampullerden birini duyundan hafifçe gevşet. Öbür ampule ne oldu? Not al.`,
      msg`Başka bir grubun masasına geç, onların kurduğu devreye bak ve şemasını sembollerle çalışma sayfana çiz. Sonra şemanı o gruba göster ve doğru olup olmadığını birlikte kontrol edin.`,
    ],
    observations: [
      msg`Tahminlerinden hangileri doğru çıktı, hangileri yanlış?`,
      msg`Art arda bağlı iki ampulden biri gevşeyince öbürüne ne oldu?`,
      msg`Başka grubun devresinin şemasını çizerken en çok nerede zorlandın?`,
    ],
    conclusion: msg`Devre şemaları, devreyi herkesin aynı biçimde anlayıp kurmasını sağlar. Art arda eklenen pil ampulü daha parlak, art arda eklenen ampul ise bütün ampulleri daha sönük yaptı. 2 pil ve 2 ampulde her ampul, 1 pil ve 1 ampuldeki kadar parlak yandı. Art arda bağlı ampullerden biri gevşeyince yol kesildi ve öbürü de söndü.`,
  },
  questions: [
    {
      id: 'bulb-symbol',
      prompt: msg`Devre şemasında içinde çarpı olan bir daire hangi elemanı gösterir?`,
      options: [msg`Pil`, msg`Ampul`, msg`Anahtar`],
      correctIndex: 1,
      explanation: msg`Ampul, içinde çarpı olan bir daireyle gösterilir. Pil biri uzun biri kısa iki paralel çizgiyle, anahtar ise düz ya da eğik bir çizgiyle gösterilir.`,
      hints: [msg`Pilin sembolünde kaç çizgi vardı?`, msg`Işık veren eleman hangisi? Onun sembolünü konu anlatımında bul.`],
    },
    {
      id: 'more-bulbs',
      prompt: msg`Devreye aynı ampullerden ikincisini art arda bağlarsak ampullerin parlaklığı nasıl değişir?`,
      options: [msg`Artar.`, msg`Değişmez.`, msg`Azalır.`],
      correctIndex: 2,
      explanation: msg`Art arda bağlanan ampul sayısı arttıkça pilin enerjisi daha çok ampul arasında paylaşılır; her ampul daha sönük yanar.`,
      hints: [msg`C devresini A devresiyle karşılaştır.`, msg`Aynı pil, bir yerine iki ampulü yakmaya çalışıyor.`],
    },
    {
      id: 'more-cells',
      prompt: msg`Pil sayısı art arda bağlanarak 1’den 2’ye çıkarılınca tek ampul nasıl yandı?`,
      options: [msg`Daha parlak`, msg`Daha sönük`, msg`Hiç yanmadı`],
      correctIndex: 0,
      explanation: msg`Art arda bağlanan pil sayısı artınca ampule daha çok enerji aktarılır ve ampul daha parlak yanar.`,
      hints: [msg`B devresini A devresiyle karşılaştır.`, msg`Pil devreye ne sağlar?`],
    },
    {
      id: 'two-and-two',
      prompt: msg`Art arda 2 pil ve art arda 2 ampulün bulunduğu devrede her ampulün parlaklığı hangisine en yakındır?`,
      options: [
        msg`2 pil ve 1 ampulün bulunduğu devredeki ampul`,
        msg`1 pil ve 2 ampulün bulunduğu devredeki ampuller`,
        msg`Hiç yanmayan bir ampul`,
        msg`1 pil ve 1 ampulün bulunduğu devredeki ampul`,
      ],
      correctIndex: 3,
      explanation: msg`Pil sayısı iki katına çıktı, ampul sayısı da iki katına çıktı. Her ampule düşen enerji, 1 pil ve 1 ampullü devredekine yakın olur.`,
      hints: [msg`D devresini kurduğunda ampulleri A ile karşılaştırmıştın.`, msg`Pil sayısı da ampul sayısı da aynı oranda arttı.`],
    },
    {
      id: 'why-diagram',
      prompt: msg`Devre şeması çizmenin yararı nedir?`,
      options: [msg`Ampullerin daha parlak yanması`, msg`Devreyi herkesin aynı biçimde anlayıp kurabilmesi`, msg`Pillerin daha uzun dayanması`],
      correctIndex: 1,
      explanation: msg`Semboller herkes için aynıdır. Bu yüzden şemayı gören biri, devreyi hiç görmeden aynı biçimde kurabilir. Şema ampulün parlaklığını ya da pilin ömrünü değiştirmez.`,
      hints: [
        msg`Başka grubun devresinin şemasını çizdiğinde onlar şemana bakıp ne yapabildiler?`,
        msg`Bir çizim, gerçek devredeki elektriği değiştirebilir mi?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`A devresine göre ampul nasıl yanar?`,
    instructions: msg`A devresinde 1 pil ve 1 ampul var. Aşağıdaki her devrede bütün elemanlar art arda bağlı ve ampuller aynı türden. Her devredeki ampulün A’dakine göre nasıl yanacağını düşün ve doğru gruba yerleştir.`,
    categories: [
      { id: 'brighter', label: msg`A’dan daha parlak` },
      { id: 'same', label: msg`A ile aynı` },
      { id: 'dimmer', label: msg`A’dan daha sönük` },
      { id: 'off', label: msg`Hiç yanmaz` },
    ],
    items: [
      {
        id: 'two-cells-one-bulb',
        label: msg`2 pil, 1 ampul`,
        emoji: '🔆',
        categoryId: 'brighter',
        explanation: msg`Pil sayısı arttı, ampul sayısı aynı kaldı; ampul daha parlak yanar.`,
      },
      {
        id: 'two-two',
        label: msg`2 pil, 2 ampul`,
        emoji: '💡',
        categoryId: 'same',
        explanation: msg`Pil ve ampul sayısı aynı oranda arttı; her ampul A’dakine yakın parlaklıkta yanar.`,
      },
      {
        id: 'closed-switch',
        label: msg`1 pil, 1 ampul ve kapalı bir anahtar`,
        emoji: '🔘',
        categoryId: 'same',
        explanation: msg`Kapalı anahtar yolu kesmez; ampul A’daki gibi yanar.`,
      },
      {
        id: 'one-cell-two-bulbs',
        label: msg`1 pil, 2 ampul`,
        emoji: '🌗',
        categoryId: 'dimmer',
        explanation: msg`Aynı pil iki ampulü yakmaya çalışır; ikisi de daha sönük yanar.`,
      },
      {
        id: 'one-cell-three-bulbs',
        label: msg`1 pil, 3 ampul`,
        emoji: '🌘',
        categoryId: 'dimmer',
        explanation: msg`Ampul sayısı daha da arttı; ampuller çok sönük yanar, belki de zor seçilir.`,
      },
      {
        id: 'open-switch',
        label: msg`2 pil, 1 ampul ve açık bir anahtar`,
        emoji: '⭕',
        categoryId: 'off',
        explanation: msg`Açık anahtar yolu keser; pil sayısı ne olursa olsun ampul yanmaz.`,
      },
      {
        id: 'loose-bulb',
        label: msg`1 pil, 2 ampul; ampullerden biri duyundan çıkarılmış`,
        emoji: '🚫',
        categoryId: 'off',
        explanation: msg`Art arda bağlı devrede bir ampul çıkınca yol kesilir; öbür ampul de yanmaz.`,
      },
    ],
  },
  worksheet: {
    title: msg`Şemadan Devreye Çalışma Sayfası`,
    instructions: msg`Her devre için önce tahminini, sonra gözlemini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Pil, ampul, anahtar ve kablo sembollerini çiz.`, lines: 3 },
      { prompt: msg`Başka bir grubun kurduğu devrenin şemasını çiz.`, lines: 5 },
      { prompt: msg`Tahminlerinden biri yanlış çıktıysa nedenini açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Tahminlerim ve gözlemlerim (A’ya göre)`,
      columns: [msg`Devre`, msg`Pil sayısı`, msg`Ampul sayısı`, msg`Tahminim`, msg`Gözlemim`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Şema Mektubu`,
    paragraphs: [
      msg`Sincap Fındık, uzaktaki kuzeni Ceviz’e yeni kurduğu iki lambalı ağaç evi devresini anlatmak istiyordu. Uzun bir mektup yazdı: “Kırmızı kabloyu pilin şu tarafına, mavi kabloyu da öbür lambanın yanındaki…”`,
      msg`Bir hafta sonra Ceviz’den cevap geldi: “Hiçbir şey anlamadım! Lambalarım yanmıyor.” Fındık üzüldü. Baykuş Nine mektuba baktı ve güldü: “Kabloların rengini anlatmak yerine bir şema çiz. Şemanın dili bütün dünyada aynıdır.”`,
      msg`Fındık bir kâğıda iki pil sembolü, iki çarpılı daire ve bir anahtar çizdi, hepsini düz çizgilerle birleştirdi. Mektubu yeniden gönderdi.`,
      msg`Ertesi hafta Ceviz’den bir fotoğraf geldi: Ağaç evinde iki lamba pırıl pırıl yanıyordu. Altında şu not vardı: “Şemanı gördüm, beş dakikada kurdum!”`,
    ],
    lesson: msg`Devre şemaları, devreleri herkesin anlayacağı sembollerle gösterir. Şemayı okuyabilen biri devreyi hiç görmeden kurabilir.`,
  },
};
