import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { left, move, program, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bazen bir program ilk yazıldığında çalışmaz. Bu çok olağandır; en iyi programcılar bile hata yapar. Önemli olan hatayı bulup düzeltmeyi bilmektir. Programdaki hataya “böcek” de denir, hatayı bulup düzeltmeye de hata ayıklama.`,
    sections: [
      {
        heading: msg`Önce çalıştır ve izle`,
        paragraphs: [
          msg`Bu bulmacada program hazır geliyor. Önce hiçbir şeyi değiştirmeden Çalıştır’a bas ve Fındık’ı izle. Nereye gitmesi gerekiyordu, nereye gitti? Beklediğin ile olanı karşılaştır.`,
          msg`Fındık bir ağaca çarptıysa hata o andan önceki bloklardadır. Çoğu zaman hata, Fındık’ın ilk kez yanlış yöne baktığı yerdedir.`,
        ],
      },
      {
        heading: msg`Adım adım bul`,
        paragraphs: [
          msg`“Adım adım” düğmesi programı blok blok çalıştırır ve çalışan bloğu ışıklandırır. Her adımda parmağınla yolu izle ve kendine sor: “Fındık şimdi doğru karede mi, doğru yöne mi bakıyor?” İlk “hayır” dediğin blok, hatalı bloktur.`,
        ],
      },
      {
        heading: msg`Yalnızca hatayı düzelt`,
        paragraphs: [
          msg`Bütün programı silip baştan yazmak gerekmez. Doğru çalışan blokları olduğu gibi bırak, yalnızca hatalı bloğu değiştir. Sonra programı yeniden çalıştır. Bir şeyler ters giderse “İlk hâline döndür” düğmesiyle programın ilk hâline dönebilirsin.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hata (böcek)`, definition: msg`Programın istenen işi yapmamasına yol açan yanlışlık.` },
      { term: msg`Hata ayıklama`, definition: msg`Programdaki hatayı bulup düzeltme.` },
      { term: msg`Adım adım çalıştırma`, definition: msg`Programı blok blok çalıştırarak her adımda ne olduğunu izleme.` },
    ],
  },
  procedure: {
    goal: msg`Bir arkadaşın yazdığı hatalı bir kareli kâğıt programını adım adım izleyerek hatalı oku bulmak ve düzeltmek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Üzerinde yol çizili kareli kâğıt`, quantity: msg`Her ikiliye 2 yaprak` },
      { name: msg`Hatalı program kartı (öğretmenin hazırladığı, bir oku yanlış)`, quantity: msg`Her ikiliye 1 tane` },
      { name: msg`Küçük bir oyuncak ya da silgi (robot)`, quantity: msg`Her ikiliye 1 tane` },
      { name: msg`Kırmızı kalem`, quantity: msg`Her ikiliye 1 tane` },
    ],
    safety: [msg`Kalemin ucunu kâğıda doğru tut; masada ayakta durma.`],
    steps: [
      msg`Robotu kâğıttaki başlangıç karesine koy. Program kartını oku ama henüz hiçbir şey değiştirme.`,
      msg`Programı ok ok uygula: her oktan sonra robotu durdur ve “Robot yolun üstünde mi?” diye sor.`,
      msg`Robot ilk kez yoldan çıktığında dur. O oku kırmızı kalemle daire içine al.`,
      msg`Yalnızca daire içindeki oku değiştir. Robotu başa koyup programı baştan çalıştır.`,
      msg`Robot hedefe varınca kartını arkadaşınla değiştir ve onun hatasını bul. Sonra uygulamadaki bulmacayı çöz.`,
    ],
    observations: [
      msg`Hatalı ok programın kaçıncı okuydu?`,
      msg`Robot hatalı oktan hemen sonra mı yoldan çıktı, yoksa birkaç ok sonra mı?`,
      msg`Düzeltmek için kaç oku değiştirdin?`,
    ],
    conclusion: msg`Hata ayıklamak için önce programı çalıştırır, olanı beklenenle karşılaştırırız. Sonra adım adım izleyerek ilk yanlışı buluruz ve yalnızca onu düzeltiriz. Hata yapmak öğrenmenin bir parçasıdır.`,
  },
  questions: [
    {
      id: 'first-thing',
      prompt: msg`Hazır gelen bir program çalışmıyor. İlk ne yapmalısın?`,
      options: [msg`Bütün blokları silmeliyim`, msg`Programı çalıştırıp Fındık’ın nereye gittiğini izlemeliyim`, msg`Rastgele bir bloğu değiştirmeliyim`],
      correctIndex: 1,
      explanation: msg`Hatayı bulmak için önce ne olduğunu görmek gerekir. Programı çalıştırıp izleyince Fındık’ın nerede yoldan çıktığını görürsün.`,
      hints: [msg`Hatanın nerede olduğunu bilmeden düzeltebilir misin?`, msg`Hatanın yerini görmek için ne yapabilirsin?`],
    },
    {
      id: 'where-bug',
      prompt: msg`Fındık ilk köşede aşağı dönmesi gerekirken yukarı döndü ve ağaca çarptı. Hata büyük olasılıkla hangi bloktadır?`,
      options: [msg`İlk köşedeki dönüş bloğunda`, msg`En son “ileri git” bloğunda`, msg`Yeşil bayrak bloğunda`],
      correctIndex: 0,
      explanation: msg`Fındık ilk köşede yanlış yöne döndü; demek ki o köşedeki dönüş bloğu yanlış. Ondan sonraki bloklar hiç çalışmadı bile.`,
      hints: [msg`Fındık ilk kez nerede yanlış yöne baktı?`, msg`Orada hangi blok çalıştı?`],
    },
    {
      id: 'step-button',
      prompt: msg`“Adım adım” düğmesi ne işe yarar?`,
      options: [msg`Programı daha hızlı çalıştırır`, msg`Programı siler`, msg`Programı blok blok çalıştırıp çalışan bloğu gösterir`],
      correctIndex: 2,
      explanation: msg`“Adım adım” her basışta bir blok çalıştırır ve onu ışıklandırır. Böylece Fındık’ın hangi blokta yoldan çıktığını görürsün.`,
      hints: [msg`Düğmenin adını düşün: adım adım ne yapılır?`, msg`Hatalı bloğu bulmaya nasıl yardım eder?`],
    },
    {
      id: 'fix-only',
      prompt: msg`Hatalı bloğu buldun. Şimdi en iyisi hangisidir?`,
      options: [
        msg`Yalnızca o bloğu düzeltip programı yeniden çalıştırmak`,
        msg`Programın hepsini silip baştan yazmak`,
        msg`Programı hiç çalıştırmadan bırakmak`,
      ],
      correctIndex: 0,
      explanation: msg`Programın geri kalanı doğru çalışıyor. Yalnızca hatalı bloğu değiştirip yeniden çalıştırmak hem hızlıdır hem de doğru bölümleri bozmaz.`,
      hints: [msg`Programın kaç bloğu doğruydu?`, msg`Düzelttikten sonra düzeltmenin işe yaradığını nasıl anlarsın?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Yanlış dönüşü düzelt`,
    instructions: msg`Bu program hazır geldi ama içinde bir hata var. Önce Çalıştır’a bas ve Fındık’ı izle. Sonra “Adım adım” ile Fındık’ın ilk kez yanlış yöne döndüğü bloğu bul ve yalnızca onu değiştir. En fazla 12 blok kullanabilirsin.`,
    puzzle: {
      id: 'fix-zigzag',
      stage: { map: ['#########', '#s..#####', '###...###', '#####..g#', '#########'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right'],
      maxBlocks: 12,
      start: program(whenFlag(move, move, left, move, left, move, move, right, move, left, move, move)),
      solution: program(whenFlag(move, move, right, move, left, move, move, right, move, left, move, move)),
    },
  },
  worksheet: {
    title: msg`Hata Avcısı Çalışma Sayfası`,
    instructions: msg`Programı adım adım izle ve her adımı tabloya yaz. Hatayı bulunca işaretle.`,
    tasks: [
      { prompt: msg`Hatalı blok programın kaçıncı bloğuydu? Onu neyle değiştirdin?`, lines: 2 },
      { prompt: msg`Hatayı nasıl buldun? Kullandığın yolu anlat.`, lines: 3 },
      { prompt: msg`Arkadaşın için içinde tek bir hata olan bir ok programı yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Adım adım izleme`,
      columns: [msg`Adım`, msg`Blok`, msg`Fındık yolun üstünde mi?`],
      rows: 12,
    },
  },
  story: {
    title: msg`Diken’in Tarifi`,
    paragraphs: [
      msg`Kirpi Diken, Fındık’a pazara giden kestirme yolu bir kâğıda yazdı: “İki adım git, sola dön, bir adım, sola dön, iki adım…” Fındık tarife harfi harfine uydu ve kendini bir dikenli çalının önünde buldu.`,
      msg`Fındık kızmadı. Başlangıca döndü ve tarifi bu kez satır satır, her satırdan sonra durarak izledi. İkinci satırda durdu: “Burada sola dönersem çalıya bakıyorum. Yol sağa gidiyor!”`,
      msg`Fındık yalnızca o satırdaki “sola” sözcüğünü silip “sağa” yazdı. Tarifin geri kalanına hiç dokunmadı. Bu kez pazara tam zamanında vardı.`,
      msg`Akşam Diken’e tarifi geri getirdi. Diken utandı ama Fındık güldü: “Hata herkes yapar. Önemli olan, onu nasıl bulacağını bilmek.”`,
    ],
    lesson: msg`Bir hatayı bulmak için programı adım adım izleriz; ilk yanlış adımı bulup yalnızca onu düzeltiriz.`,
  },
};
