import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`El fenerinin düğmesine bastığında ampul neden yanar? Fenerin içinde küçük bir elektrik devresi vardır. Bu deneyde aynı devreyi kendin kuracaksın.`,
    sections: [
      {
        heading: msg`Devre elemanları ve görevleri`,
        paragraphs: [
          msg`Pil devrenin elektrik kaynağıdır. Kablolar elektriği bir elemandan diğerine iletir; içlerinde bakır tel, dışlarında koruyucu plastik vardır.`,
          msg`Ampul elektrik geçince ışık verir; duy, ampulü tutar ve kablolara bağlar. Anahtar devreyi açıp kapatmamızı sağlar.`,
        ],
      },
      {
        heading: msg`Açık devre, kapalı devre`,
        paragraphs: [
          msg`Ampulün yanması için elektrik, pilin bir ucundan çıkıp kablolar, ampul ve anahtar üzerinden pilin diğer ucuna kesintisiz bir yol bulmalıdır. Böyle tam bir yola kapalı devre denir.`,
          msg`Yolun herhangi bir yerinde bir kopukluk varsa, örneğin anahtar açıksa, bir kablo çıkmışsa ya da ampul gevşekse, elektrik akamaz. Buna açık devre denir ve ampul yanmaz.`,
          msg`Dikkat: Devrelerde “anahtarı kapatmak”, elektriğin yolunu tamamlamak demektir; anahtar kapanınca ampul yanar. Anahtarı açınca yol kesilir ve ampul söner. Evde “ışığı kapat” dediğimizde ise aslında devreyi açarız.`,
        ],
      },
      {
        heading: msg`Güvenli deney`,
        paragraphs: [
          msg`Devre deneylerini yalnızca pille yaparız; prizdeki şehir elektriği çok güçlü ve tehlikelidir.`,
          msg`Pilin iki ucunu tek bir kabloyla doğrudan birleştirmeyiz. Buna kısa devre denir; pil ve kablo ısınır, pil hızla biter.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Elektrik devresi`, definition: msg`Elektriğin dolaştığı, pil, kablo, ampul ve anahtar gibi elemanlardan oluşan yol.` },
      { term: msg`Duy`, definition: msg`Ampulün takıldığı ve kablolara bağlandığı parça.` },
      { term: msg`Anahtar`, definition: msg`Devreyi açıp kapatan eleman.` },
      { term: msg`Kapalı devre`, definition: msg`Elektriğin kesintisiz dolaştığı, ampulün yandığı devre.` },
      { term: msg`Açık devre`, definition: msg`Bir yerinde kopukluk olan, ampulün yanmadığı devre.` },
      { term: msg`Kısa devre`, definition: msg`Pilin iki ucunun arada ampul olmadan doğrudan birleşmesi; tehlikelidir.` },
    ],
  },
  procedure: {
    goal: msg`Basit bir elektrik devresi kurup ampulün hangi durumda yandığını gözlemlemek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`1,5 V kalem pil ve pil yatağı`, quantity: msg`1’er tane` },
      { name: msg`1,5 V küçük ampul ve duyu`, quantity: msg`1’er tane` },
      { name: msg`Timsah uçlu bağlantı kablosu`, quantity: msg`3 tane` },
      { name: msg`Basmalı ya da sürgülü anahtar`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Deneyi yalnızca pille yap; kabloları asla prize sokma.`,
      msg`Pilin iki ucunu tek bir kabloyla doğrudan birleştirme (kısa devre).`,
      msg`Uzun süre yanan ampul ısınabilir; ampule dokunmadan önce soğumasını bekle.`,
      msg`Şişmiş ya da akıntılı pil kullanma; öğretmenine haber ver.`,
    ],
    steps: [
      msg`Pili, artı (+) ve eksi (−) işaretlerine dikkat ederek pil yatağına tak.`,
      msg`Ampulü duyuna yavaşça vidala.`,
      msg`Birinci kabloyla pil yatağının artı ucunu duyun bir ucuna bağla.`,
      msg`İkinci kabloyla duyun diğer ucunu anahtara bağla.`,
      msg`Üçüncü kabloyla anahtarı pil yatağının eksi ucuna bağla.`,
      msg`Anahtarı kapat ve ampulü gözle. Sonra anahtarı aç ve tekrar gözle.`,
      msg`Anahtar kapalıyken kablolardan birinin ucunu çıkar ve ampulü gözle, sonra kabloyu yeniden tak. Ardından ampulü duyunda biraz gevşet ve yine gözle. Her seferinde ampulün durumunu tabloya yaz.`,
    ],
    observations: [
      msg`Anahtar kapalıyken ve açıkken ampul yandı mı?`,
      msg`Bir kablo çıkınca ya da ampul gevşeyince ne oldu?`,
      msg`Ampulün yanması için hangi koşul gerekli?`,
    ],
    conclusion: msg`Ampul yalnızca devre kapalıyken, yani elektrik pilin bir ucundan çıkıp diğer ucuna kesintisiz bir yol bulduğunda yanar. Anahtar açıldığında, bir kablo çıktığında ya da ampul gevşediğinde devre açılır ve ampul söner.`,
  },
  questions: [
    {
      id: 'energy-source',
      prompt: msg`Basit bir elektrik devresinde elektrik kaynağı hangisidir?`,
      options: [msg`Ampul`, msg`Pil`, msg`Anahtar`, msg`Kablo`],
      correctIndex: 1,
      explanation: msg`Pil devreye elektrik sağlar. Kablolar elektriği iletir, ampul ışık verir, anahtar devreyi açıp kapatır.`,
      hints: [
        msg`Devredeki her elemanın bir görevi var: biri iletir, biri ışık verir, biri açıp kapatır. Elektriği hangisi sağlar?`,
        msg`El fenerinin ışığı zayıflayıp bitince içindeki hangi parçayı yenisiyle değiştiririz?`,
      ],
    },
    {
      id: 'open-switch',
      prompt: msg`Anahtar açıkken ampul neden yanmaz?`,
      options: [msg`Pil biter.`, msg`Devre açık olduğu için elektrik akamaz.`, msg`Ampul bozulur.`],
      correctIndex: 1,
      explanation: msg`Açık anahtar, elektriğin yolunda bir boşluk bırakır. Yol tamamlanmadığı için elektrik akamaz ve ampul yanmaz.`,
      hints: [
        msg`Anahtarı açınca hiçbir parça bozulmaz: anahtarı yeniden kapatınca ampul hemen yanar.`,
        msg`Ampulün yanması için elektrik, pilin bir ucundan diğerine kesintisiz bir yol bulmalıdır. Açık anahtar bu yola ne yapar?`,
      ],
    },
    {
      id: 'loose-wire',
      prompt: msg`Yanan bir devrede kablolardan biri pilden çıkarsa ne olur?`,
      options: [msg`Ampul daha parlak yanar.`, msg`Ampul söner.`, msg`Hiçbir şey değişmez.`],
      correctIndex: 1,
      explanation: msg`Kablo çıkınca devre açılır. Elektriğin dolaşacağı kesintisiz yol kalmadığı için ampul söner.`,
      hints: [msg`Deneyde kablolardan birinin ucunu çıkardığında ne gözlemledin?`, msg`Kablo çıkınca elektriğin dolaştığı halka tam kalır mı?`],
    },
    {
      id: 'insulation',
      prompt: msg`Kabloların içindeki metal tel neden plastikle kaplanır?`,
      options: [msg`Daha güzel görünsün diye`, msg`Elektrik çarpmasını önlemek ve teli korumak için`, msg`Elektriği hızlandırmak için`],
      correctIndex: 1,
      explanation: msg`Plastik elektriği iletmez. Teli kaplayarak elektriğin yalnızca kablo içinde kalmasını sağlar ve bizi korur.`,
      hints: [msg`Plastik elektriği iletir mi, iletmez mi?`, msg`Kabloyu tuttuğumuzda elimiz metal tele değil plastiğe değer. Bu neden önemli olabilir?`],
    },
    {
      id: 'mains-experiment',
      prompt: msg`Doğru mu, yanlış mı? “Devre deneylerini prizdeki şehir elektriğiyle de yapabiliriz.”`,
      options: [msg`Doğru`, msg`Yanlış`],
      correctIndex: 1,
      explanation: msg`Yanlış. Şehir elektriği çok güçlüdür ve öldürücü olabilir. Devre deneylerini yalnızca pille yaparız.`,
      hints: [
        msg`Deneyin güvenlik kurallarında kablolar ve priz hakkında ne yazıyordu?`,
        msg`Pil ile şehir elektriğini güç bakımından karşılaştır. Hangisi çok daha tehlikelidir?`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Devre kurma masası`,
    instructions: msg`Devrenin parçalarını tek tek yerine tak. Ampulü yakmak için hangi parçaların gerektiğini bul, sonra anahtarı açıp kapatmayı dene.`,
    simulation: 'circuit-builder',
  },
  worksheet: {
    title: msg`Basit Elektrik Devresi Çalışma Sayfası`,
    instructions: msg`Devreni kurarken gözlemlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Pil, kablo, ampul ve anahtarın devredeki görevlerini yaz.`, lines: 4 },
      { prompt: msg`Açık devre ile kapalı devre arasındaki farkı açıkla.`, lines: 2 },
      { prompt: msg`Devre deneylerinde uyman gereken iki güvenlik kuralını yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Devre gözlemlerim`,
      columns: [msg`Ne yaptım?`, msg`Ampul yandı mı?`, msg`Devre açık mı, kapalı mı?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Ağaç Evi Lambası`,
    paragraphs: [
      msg`Sincap Fındık, ağaç evinde geceleri kitap okumak istiyordu. Dedesinin eski devre kutusundan bir pil, bir ampul, üç kablo ve küçük bir anahtar çıkardı.`,
      msg`Parçaları birleştirdi, anahtara bastı… ama ampul yanmadı. Fındık kaşlarını çattı ve devreyi baştan sona parmağıyla izlemeye başladı.`,
      msg`Pil yerindeydi, ampul sıkıca takılıydı. Sonra gördü: kablolardan birinin timsah ucu pile değil, pil yatağının plastik kenarına tutturulmuştu!`,
      msg`Kabloyu pilin eksi ucuna bağladı ve anahtara bastı. Ağaç ev sıcak, sarı bir ışıkla doldu. “Elektriğin yolu bir halka gibi tam olmalıymış,” dedi Fındık.`,
      msg`Kitabını bitirince anahtara yeniden bastı ve anahtarı açtı. Elektriğin yolu kesildi, ampul söndü. “Devre açıkken elektrik akmaz, pil de boşuna bitmez,” diye düşündü ve mutlu bir şekilde uyudu.`,
    ],
    lesson: msg`Ampulün yanması için pil, kablolar, ampul ve anahtar kesintisiz bir yol oluşturmalıdır: buna kapalı devre denir.`,
  },
};
