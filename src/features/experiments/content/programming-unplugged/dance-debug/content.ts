import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir dans da bir programdır: adımlar belli bir sırayla yapılır, bazı hareketler tekrar eder. Bu etkinlikte sınıfın dans programını yazacağız, sonra bir grup onu bilerek hatalı oynayacak. Görevimiz hatayı bulmak ve ne tür bir hata olduğunu söylemek.`,
    sections: [
      {
        heading: msg`Dans programı`,
        paragraphs: [
          msg`Örnek program: 2 kez tekrarla [sağa bir adım, sola bir adım], 3 kez alkışla, yerinde bir tur dön. Bu programda iki döngü var: biri adımları, biri alkışları tekrarlıyor.`,
          msg`Dansçı programı doğru oynarsa sırasıyla sağa, sola, sağa, sola adım atar; üç kez alkışlar ve döner. Toplam 4 adım, 3 alkış, 1 dönüş.`,
        ],
      },
      {
        heading: msg`Hata türleri`,
        paragraphs: [
          msg`Hataların çoğu dört türden biridir. Eksik adım: programda olan bir hareket yapılmaz. Fazla adım: programda olmayan bir hareket yapılır. Yanlış sıra: hareketler doğru ama sırası karışık. Yanlış tekrar sayısı: döngü gerekenden az ya da çok döner.`,
          msg`Hatanın türünü bilmek, nasıl düzelteceğimizi gösterir: eksik adımı ekleriz, fazla adımı sileriz, sırayı düzeltiriz ya da döngünün sayısını değiştiririz.`,
        ],
      },
      {
        heading: msg`Döngüdeki hata çoğalır`,
        paragraphs: [
          msg`Döngünün içindeki bir hata, döngü her döndüğünde yeniden yapılır. Adım döngüsünün içine yanlışlıkla bir zıplama konursa dansçı iki kez zıplar. Bu yüzden bir hata düzenli olarak tekrar ediyorsa önce döngünün içine bakarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hata ayıklama`, definition: msg`Programdaki hatayı bulup düzeltme.` },
      { term: msg`Eksik adım`, definition: msg`Programda olması gereken bir komutun bulunmaması ya da yapılmaması.` },
      { term: msg`Yanlış tekrar sayısı`, definition: msg`Bir döngünün gerekenden az ya da çok kez dönmesi.` },
    ],
  },
  procedure: {
    goal: msg`Döngülü bir dans programını hatalı oynanışlarla karşılaştırarak hataları bulmak, türlerine ayırmak ve düzeltmek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Tahta ya da büyük kâğıtta yazılı dans programı`, quantity: msg`1 tane` },
      { name: msg`Hata kartları (öğretmenin hazırladığı, her birinde bir hata)`, quantity: msg`6 kart` },
      { name: msg`Hata türü tabelaları: eksik adım, fazla adım, yanlış sıra, yanlış tekrar sayısı`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Müzik çalar (isteğe bağlı)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Dans alanındaki sıraları ve çantaları kenara çekin; dansçılar arasında en az bir kol boyu mesafe olsun.`,
      msg`Dönüşleri yavaş yapın ve zıplama hareketi koymayın ya da yalnızca yerinde, hafifçe yapın.`,
    ],
    steps: [
      msg`Sınıfça dans programını okuyun ve bir kez hep birlikte doğru oynayın.`,
      msg`Bir grup öğretmenden gizlice bir hata kartı çeksin ve dansı o hatayla oynasın.`,
      msg`İzleyenler dansı programla adım adım karşılaştırsın ve hatanın nerede olduğunu söylesin.`,
      msg`Gruplar hata türü tabelalarından birini kaldırarak hatanın türünü göstersin; sonra programda neyin değişmesi gerektiğini söylesin.`,
      msg`Hata düzeltilmiş hâliyle dans yeniden oynansın. Bütün hata kartları bitene kadar sürdürün.`,
    ],
    observations: [
      msg`Hangi hatayı bulmak en kolay, hangisini bulmak en zordu?`,
      msg`Döngünün içindeki bir hata dansta kaç kez göründü?`,
      msg`Hatayı bulmak için dansı programla nasıl karşılaştırdınız?`,
    ],
    conclusion: msg`Bir programın hatasını bulmak için çıktıyı programla adım adım karşılaştırırız. Hatanın türünü (eksik, fazla, yanlış sıra, yanlış tekrar sayısı) bilmek nasıl düzelteceğimizi gösterir. Döngünün içindeki bir hata her turda yeniden görünür.`,
  },
  questions: [
    {
      id: 'count-steps',
      prompt: msg`“2 kez tekrarla [sağa adım, sola adım]” doğru oynanınca toplam kaç adım atılır?`,
      options: [msg`2`, msg`3`, msg`4`, msg`6`],
      correctIndex: 2,
      explanation: msg`Döngünün her turunda 2 adım atılır; döngü 2 kez döner: 2 × 2 = 4 adım.`,
      hints: [msg`Döngünün bir turunda kaç adım var?`, msg`Döngü kaç kez dönüyor?`],
    },
    {
      id: 'claps',
      prompt: msg`Program “3 kez alkışla” diyor ama dansçı 4 kez alkışladı. Bu hangi tür hatadır?`,
      options: [msg`Yanlış sıra`, msg`Yanlış tekrar sayısı`, msg`Eksik adım`],
      correctIndex: 1,
      explanation: msg`Alkış hareketi doğru ama gerekenden bir kez fazla tekrarlandı; döngünün sayısı yanlış.`,
      hints: [msg`Hareketin kendisi doğru mu?`, msg`Sorun hareketin kaç kez yapıldığında mı?`],
    },
    {
      id: 'order',
      prompt: msg`Dansçı önce döndü, sonra alkışladı. Programda önce alkış, sonra dönüş var. Bu hangi tür hatadır?`,
      options: [msg`Yanlış sıra`, msg`Fazla adım`, msg`Yanlış tekrar sayısı`],
      correctIndex: 0,
      explanation: msg`Bütün hareketler yapıldı ve sayıları doğru, ama sıraları programdakinden farklı.`,
      hints: [msg`Hareketlerden biri eksik ya da fazla mı?`, msg`Hareketler programdaki sırayla mı yapıldı?`],
    },
    {
      id: 'in-loop',
      prompt: msg`Adım döngüsünün içine yanlışlıkla bir “zıpla” eklendi. Dansçı kaç kez zıplar?`,
      options: [msg`1`, msg`3`, msg`4`, msg`2`],
      correctIndex: 3,
      explanation: msg`Döngünün içindeki her hareket her turda yapılır. Döngü 2 kez döndüğü için fazla olan zıplama da 2 kez yapılır.`,
      hints: [msg`Döngünün içindeki bir hareket ne sıklıkla yapılır?`, msg`Adım döngüsü kaç kez dönüyor?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hatanın türü ne?`,
    instructions: msg`Dans programı: 2 kez tekrarla [sağa bir adım, sola bir adım], 3 kez alkışla, yerinde bir tur dön. Her hatalı oynanışı oku ve hatanın türünü seç. Sonra kontrol et.`,
    categories: [
      { id: 'missing', label: msg`Eksik adım` },
      { id: 'extra', label: msg`Fazla adım` },
      { id: 'order', label: msg`Yanlış sıra` },
      { id: 'count', label: msg`Yanlış tekrar sayısı` },
    ],
    items: [
      {
        id: 'no-turn',
        label: msg`Dansçı adımları ve alkışları doğru yaptı ama sonunda dönmedi.`,
        emoji: '🙅',
        categoryId: 'missing',
        explanation: msg`Programdaki dönüş hareketi yapılmadı: eksik adım.`,
      },
      {
        id: 'one-left',
        label: msg`Dansçı sağa, sola, sağa adım attı; son sola adımı atmadan alkışa geçti.`,
        emoji: '👣',
        categoryId: 'missing',
        explanation: msg`Döngünün ikinci turundaki “sola adım” yapılmadı: eksik adım.`,
      },
      {
        id: 'bow',
        label: msg`Dansçı her şeyi doğru yaptı, sonra bir de eğilip selam verdi.`,
        emoji: '🙇',
        categoryId: 'extra',
        explanation: msg`Selam programda yok: fazla adım.`,
      },
      {
        id: 'jump-twice',
        label: msg`Dansçı her sağa–sola adımdan sonra bir kez zıpladı.`,
        emoji: '🦘',
        categoryId: 'extra',
        explanation: msg`Zıplama programda yok; döngünün içine girdiği için iki kez yapıldı: fazla adım.`,
      },
      {
        id: 'turn-first',
        label: msg`Dansçı önce döndü, sonra üç kez alkışladı.`,
        emoji: '🔄',
        categoryId: 'order',
        explanation: msg`Hareketler doğru ama alkış ile dönüşün sırası ters: yanlış sıra.`,
      },
      {
        id: 'left-first',
        label: msg`Dansçı her turda önce sola, sonra sağa adım attı.`,
        emoji: '↔️',
        categoryId: 'order',
        explanation: msg`Döngünün içindeki iki adımın sırası ters: yanlış sıra.`,
      },
      {
        id: 'four-claps',
        label: msg`Dansçı dört kez alkışladı.`,
        emoji: '👏',
        categoryId: 'count',
        explanation: msg`Alkış döngüsü 3 yerine 4 kez döndü: yanlış tekrar sayısı.`,
      },
      {
        id: 'three-rounds',
        label: msg`Dansçı sağa–sola adımları üç tur yaptı.`,
        emoji: '🔁',
        categoryId: 'count',
        explanation: msg`Adım döngüsü 2 yerine 3 kez döndü: yanlış tekrar sayısı.`,
      },
    ],
  },
  worksheet: {
    title: msg`Dans Hata Avı Çalışma Sayfası`,
    instructions: msg`Her hatalı oynanışta hatanın yerini, türünü ve düzeltmesini yaz.`,
    tasks: [
      { prompt: msg`Sınıfın dans programını döngüleriyle birlikte yaz.`, lines: 3 },
      { prompt: msg`İçinde bir hata olan kendi dans programını yaz. Arkadaşın hatayı bulabildi mi?`, lines: 4 },
      { prompt: msg`Döngünün içindeki bir hata neden dansta birden çok kez görünür? Açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Hata kaydı`,
      columns: [msg`Oynanış`, msg`Hatanın yeri`, msg`Hata türü`, msg`Düzeltme`],
      rows: 6,
    },
  },
  story: {
    title: msg`Şenlik Dansı`,
    paragraphs: [
      msg`Orman şenliği için Fındık ve arkadaşları bir dans hazırlıyordu. Tavşan Pamuk dansı bir kâğıda yazdı: “İki kez: sağa adım, sola adım. Üç alkış. Bir tur dön.”`,
      msg`Provada herkes farklı oynadı. Kirpi Diken dört kez alkışladı, Çıtır dönmeyi unuttu, Fındık ise heyecandan önce dönüp sonra alkışladı. Dans bir karmaşaya döndü.`,
      msg`Pamuk herkesi durdurdu ve kâğıdı ortaya koydu. “Hadi dansı kâğıtla karşılaştıralım,” dedi. Bir bir buldular: Diken’in alkış sayısı yanlıştı, Çıtır bir adımı eksik yapmıştı, Fındık’ın sırası karışmıştı.`,
      msg`Herkes yalnızca kendi hatasını düzeltti. Şenlikte dans öyle uyumlu oldu ki seyirciler tekrar istedi. Fındık gülerek bağırdı: “Tekrar mı? O zaman 2 kez tekrarla!”`,
    ],
    lesson: msg`Hata ayıklarken sonucu programla adım adım karşılaştırır, hatanın türünü bulur ve yalnızca onu düzeltiriz.`,
  },
};
