import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { call, define, left, move, paint, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir program çarptığında ilk bakılan yer çarpmanın olduğu bloktur. Ama hatanın kaynağı çoğu zaman daha öncedir. Bu bulmacada Fındık ikinci tarha giderken çarpıyor; ana programın o kısmı ise tamamen doğru. Asıl hata, çarpmadan önce çalışan fonksiyonun içinde saklanıyor.`,
    sections: [
      {
        heading: msg`Fonksiyonun sözü: nerede başlar, nerede biter?`,
        paragraphs: [
          msg`Bir fonksiyonu çağıran program, fonksiyonun ne yaptığını ve işi bitince karakteri nerede bırakacağını bilmek zorundadır. Buna fonksiyonun sözleşmesi denir: “Beni tarhın sol üst köşesinde, sağa bakarken çağır; tarhı boyar, seni yine sol üst köşede, sağa bakar hâlde bırakırım.”`,
          msg`Verilen fonksiyon, 3 kez tekrarla [kareyi boya, ileri git, sağa dön] ve bir “kareyi boya” bloğundan oluşuyor. Dört kareyi de boyuyor, yani işini yapıyor. Ama Fındık’ı sol alt köşede, yukarı bakar hâlde bırakıyor: sözünü tutmuyor.`,
        ],
      },
      {
        heading: msg`Belirti ve kök neden`,
        paragraphs: [
          msg`Belirti, hatanın görüldüğü yerdir: Fındık ana programda ilerlerken çarpıyor. Kök neden ise hatanın asıl kaynağıdır: fonksiyonun yanlış son durumu. Belirtiyi düzeltmeye çalışmak (örneğin ana programa fazladan dönüşler eklemek) her çağrıdan sonra ayrı ayrı yama yapmayı gerektirir ve program karmaşıklaşır.`,
          msg`Kök nedeni bulmak için bir izleme tablosuna her çağrıdan önce ve sonra Fındık’ın yerini ve yönünü yaz. Sözleşmenin bozulduğu ilk çağrı, nedeni gösterir.`,
        ],
      },
      {
        heading: msg`Tek yerde düzelt`,
        paragraphs: [
          msg`Fonksiyonun içi 4 kez tekrarla [kareyi boya, ileri git, sağa dön] olursa Fındık tarhın çevresinde tam bir tur atar ve başladığı köşeye, başladığı yöne döner. Fonksiyon tek bir yerde tanımlandığı için bu düzeltme üç çağrının hepsini birden düzeltir. Fonksiyon kullanmanın en büyük yararlarından biri budur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sözleşme`, definition: msg`Bir fonksiyonun hangi durumda çağrılacağı ve işi bitince hangi durumu bırakacağı konusundaki açık anlaşma.` },
      { term: msg`Belirti`, definition: msg`Bir hatanın programda görüldüğü yer ya da biçim.` },
      { term: msg`Kök neden`, definition: msg`Hatanın asıl kaynağı; düzeltilince belirtilerin hepsi ortadan kalkar.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt üzerinde hatalı bir fonksiyonun her çağrıdan sonra bıraktığı durumu izlemek, belirti ile kök nedeni ayırt etmek ve hatayı tek yerde düzeltmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Bulmacanın sahnesinin kareli kâğıda çizilmiş hâli`, quantity: msg`Her ikiliye 2 yaprak` },
      { name: msg`Üzerine ok çizilmiş küçük bir kart (Fındık’ın yönü için)`, quantity: msg`Her ikiliye 1 tane` },
      { name: msg`İzleme tablosu ve iki renk kalem`, quantity: msg`Her ikiliye 1 takım` },
    ],
    safety: [msg`Kâğıt–kalem etkinliği; makas kullanılacaksa ok kartını öğretmen önceden kessin.`],
    steps: [
      msg`Verilen programı tahtadan kâğıda yazın: ana program ve “tarh boya” fonksiyonu ayrı ayrı.`,
      msg`Ok kartını başlangıç karesine koyun ve programı çalıştırın. Her fonksiyon çağrısından önce ve sonra kartın yerini ve yönünü tabloya yazın.`,
      msg`Kartın ağaca çarptığı yeri kırmızıyla işaretleyin: belirti. Tabloda sözleşmenin ilk bozulduğu yeri maviyle işaretleyin: kök neden.`,
      msg`İki düzeltme yolu yazın: biri ana programa fazladan bloklar ekleyerek, biri yalnızca fonksiyonu değiştirerek. İki düzeltmenin blok sayılarını karşılaştırın.`,
      msg`Kısa olan düzeltmeyi uygulamadaki bulmacada deneyin.`,
    ],
    observations: [
      msg`Birinci çağrıdan sonra Fındık nerede ve hangi yöne bakıyordu? Olması gereken neydi?`,
      msg`Belirti ile kök neden programın aynı yerinde miydi?`,
      msg`İki düzeltme yolu kaçar blok tuttu?`,
    ],
    conclusion: msg`Hatanın görüldüğü yer ile kaynağı farklı olabilir. Fonksiyonların başlangıç ve bitiş durumunu bir sözleşme gibi açıkça belirlemek ve izlemek, kök nedeni bulmayı kolaylaştırır. Fonksiyonu düzeltmek onu çağıran her yeri birden düzeltir.`,
  },
  questions: [
    {
      id: 'end-state',
      prompt: msg`Verilen fonksiyon [3 kez tekrarla [kareyi boya, ileri git, sağa dön], kareyi boya] sol üst köşede sağa bakarak başlıyor. Bittiğinde Fındık nerededir?`,
      options: [msg`Sol üst köşede, sağa bakarak`, msg`Sağ üst köşede, aşağı bakarak`, msg`Sağ alt köşede, sola bakarak`, msg`Sol alt köşede, yukarı bakarak`],
      correctIndex: 3,
      explanation: msg`Birinci turda sağ üste gidip aşağı döner, ikincide sağ alta gidip sola döner, üçüncüde sol alta gidip yukarı döner; son “kareyi boya” orada çalışır. Fındık sol alt köşede, yukarı bakar.`,
      hints: [msg`Her turun sonunda Fındık’ın yerini ve yönünü yaz.`, msg`Üç turdan sonra son blok nerede çalışıyor?`],
    },
    {
      id: 'symptom-cause',
      prompt: msg`Fındık ikinci tarha giderken çarpıyor. Kök neden nerededir?`,
      options: [msg`Çarpmanın olduğu “ileri git” bloğunda`, msg`Fonksiyonun Fındık’ı yanlış yerde ve yönde bırakmasında`, msg`Yeşil bayrak bloğunda`],
      correctIndex: 1,
      explanation: msg`Ana programın o kısmı, Fındık tarhın sol üst köşesinde ve sağa bakıyorken doğrudur. Fonksiyon onu başka bir köşede, başka bir yöne bakar hâlde bıraktığı için ana program yanlış yere gider.`,
      hints: [msg`Çarpmadan hemen önce hangi blok çalıştı?`, msg`Ana program, fonksiyondan sonra Fındık’ın nerede olduğunu varsayıyor?`],
    },
    {
      id: 'one-fix',
      prompt: msg`Fonksiyonun içi 4 kez tekrarla [kareyi boya, ileri git, sağa dön] yapılırsa ne olur?`,
      options: [msg`Yalnızca birinci tarh düzelir`, msg`Program daha çok hata verir`, msg`Fonksiyon sözünü tutar ve üç çağrının hepsi doğru çalışır`],
      correctIndex: 2,
      explanation: msg`Dördüncü tur Fındık’ı sol üst köşeye getirir ve sağa çevirir. Fonksiyon tek yerde tanımlı olduğu için her çağrı bu düzeltilmiş hâli kullanır.`,
      hints: [msg`Dördüncü tur Fındık’ı nereye götürür, hangi yöne çevirir?`, msg`Fonksiyonun kaç tanımı var, kaç çağrısı var?`],
    },
    {
      id: 'patch',
      prompt: msg`Hatayı fonksiyona dokunmadan, her çağrıdan sonra ana programa bloklar ekleyerek düzeltmek neden kötü bir fikirdir?`,
      options: [
        msg`Çünkü ana programa blok eklenemez`,
        msg`Çünkü her çağrıdan sonra ayrı yama gerekir, program uzar ve fonksiyon başka yerde kullanılınca hata yeniden çıkar`,
        msg`Çünkü fonksiyonlar yalnızca bir kez çağrılabilir`,
      ],
      correctIndex: 1,
      explanation: msg`Belirtiyi her yerde ayrı ayrı yamalamak programı uzatır ve kırılgan yapar. Kök neden düzeltilirse bütün belirtiler birden ortadan kalkar.`,
      hints: [msg`Fonksiyon kaç yerde çağrılıyor?`, msg`Yarın dördüncü bir tarh eklenirse ne olur?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Fonksiyona sözünü tutturt`,
    instructions: msg`Bu program hazır geldi. Çalıştır ve Fındık’ın nerede çarptığını izle. Sonra “Adım adım” ile ilk çağrıdan sonra Fındık’ın nerede ve hangi yöne baktığına bak. Ana programa dokunmadan, yalnızca fonksiyonun içini düzelt. En fazla 16 blok kullanabilirsin.`,
    puzzle: {
      id: 'fix-procedure',
      stage: {
        map: ['############', 'spp#########', '#pp#########', '#.##########', '#pp..pp#####', '#pp##pp#####', '############'],
        heading: 'east',
      },
      goal: 'paint',
      blocks: ['move', 'turn-left', 'turn-right', 'paint', 'repeat', 'define-procedure', 'call-procedure'],
      procedures: [{ id: 'bed', label: msg`tarh boya` }],
      maxBlocks: 16,
      start: program(
        whenFlag(move, call('bed'), right, repeat(3, move), left, call('bed'), repeat(4, move), call('bed')),
        define('bed', repeat(3, paint, move, right), paint),
      ),
      solution: program(
        whenFlag(move, call('bed'), right, repeat(3, move), left, call('bed'), repeat(4, move), call('bed')),
        define('bed', repeat(4, paint, move, right)),
      ),
    },
  },
  worksheet: {
    title: msg`Fonksiyon Sözleşmesi Çalışma Sayfası`,
    instructions: msg`Her çağrıdan önce ve sonra Fındık’ın durumunu tabloya yaz; belirti ile kök nedeni ayır.`,
    tasks: [
      {
        prompt: msg`“Tarh boya” fonksiyonunun sözleşmesini bir cümleyle yaz: nerede, hangi yöne bakarken çağrılır; nerede, hangi yöne bakarak biter?`,
        lines: 2,
      },
      { prompt: msg`Belirti neydi, kök neden neydi? İkisinin programdaki yerlerini yaz.`, lines: 3 },
      { prompt: msg`Hatayı ana programa bloklar ekleyerek düzeltmeye çalışsaydın kaç blok eklemen gerekirdi? Fonksiyonu düzeltmekle karşılaştır.`, lines: 3 },
    ],
    table: {
      caption: msg`Çağrı izleme tablosu`,
      columns: [msg`Çağrı`, msg`Önce: yer ve yön`, msg`Sonra: yer ve yön`, msg`Sözleşme tutuldu mu?`],
      rows: 3,
    },
  },
  story: {
    title: msg`Arkın Başı`,
    paragraphs: [
      msg`Orman köyünde üç tarlaya su götüren bir ark vardı. Bir gün ikinci ve üçüncü tarlalar kurudu. Köylüler üçüncü tarlanın ağzına taş yığdılar, toprağı kazdılar; su yine gelmedi.`,
      msg`Fındık arkın başından yürümeye başladı. Her tarlanın ağzında durup suyun ne kadar geldiğini not etti. Birinci tarlaya su bol geliyordu ama tarladan çıkan su, arkın içine değil yandaki çukura akıyordu. Sorun üçüncü tarlada değil, birincinin çıkışındaydı.`,
      msg`Fındık birinci tarlanın çıkışındaki küçük set taşını düzeltti. Su yeniden arkın içine aktı; ikinci ve üçüncü tarla aynı anda sulandı.`,
      msg`Köylüler şaşırdı: “Biz üçüncü tarlayla uğraşıp durduk!” Fındık gülümsedi: “Sorunun göründüğü yer ile başladığı yer her zaman aynı değil. Suyu başından izlemek gerekir.”`,
    ],
    lesson: msg`Hatanın görüldüğü yere değil, kaynağına bakmalıyız; bir fonksiyon sözünü tutmazsa onu çağıran her yerde sorun çıkar, düzeltilince de hepsi birden düzelir.`,
  },
};
