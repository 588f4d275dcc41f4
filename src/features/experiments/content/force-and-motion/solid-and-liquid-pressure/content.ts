import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kumsalda yürürken ayakların kuma gömülür, ama geniş bir tahtanın üstüne basarsan gömülmezsin. Su deposunun dibindeki musluktan su, üstteki musluktan daha güçlü akar. Bu olayların ortak noktası basınçtır.`,
    sections: [
      {
        heading: msg`Katı basıncı`,
        paragraphs: [
          msg`Birim yüzeye dik olarak etki eden kuvvete basınç denir. Basıncın birimi pascaldır ve Pa ile gösterilir. Katılar, ağırlıkları nedeniyle üzerinde durdukları yüzeye basınç uygular.`,
          msg`Katı basıncı, yüzeye uygulanan dik kuvvete ve temas eden yüzeyin alanına bağlıdır. Yüzey alanı aynı kalırken kuvvet büyürse basınç artar. Kuvvet aynı kalırken yüzey alanı küçülürse basınç artar, yüzey alanı büyürse basınç azalır.`,
          msg`Bıçağın ağzı, çivinin ve iğnenin ucu, yüzey alanı küçük olsun diye incedir; böylece küçük bir kuvvetle büyük bir basınç oluşur. Kar ayakkabıları, paletli iş makineleri ve tırların çok sayıda tekerleği ise yüzey alanını büyüterek basıncı azaltır ve batmayı önler.`,
        ],
      },
      {
        heading: msg`Sıvı basıncı`,
        paragraphs: [
          msg`Sıvılar da ağırlıkları nedeniyle basınç uygular. Sıvı basıncı yalnızca kabın tabanına değil, yan yüzeylerine ve sıvının içindeki her noktaya etki eder. Şişenin yanındaki delikten suyun fışkırması, sıvının yan yüzeylere de basınç uyguladığını gösterir.`,
          msg`Sıvı basıncı, sıvının derinliğine ve yoğunluğuna bağlıdır. Derinlik arttıkça sıvı basıncı artar; bu yüzden baraj duvarları alta doğru kalınlaşır, dalgıçlar derine indikçe kulaklarında daha büyük bir basınç hisseder. Aynı derinlikte, yoğunluğu büyük olan sıvının basıncı daha büyüktür: tuzlu suyun basıncı tatlı suyunkinden biraz fazladır.`,
          msg`Sıvı basıncı kabın şekline bağlı değildir. Aynı sıvıda, aynı derinlikteki bütün noktalarda basınç aynıdır.`,
        ],
      },
      {
        heading: msg`Gazlar da basınç uygular`,
        paragraphs: [
          msg`Gazlar da sıvılara benzer şekilde bulundukları ortamda her yöne basınç uygular. Dünya’yı saran hava tabakasının uyguladığı basınca açık hava basıncı denir. Kamışla meyve suyu içebilmemiz, vantuzun cama yapışması ve suyla dolu ters bardağın ağzındaki kartonun düşmemesi açık hava basıncı sayesindedir.`,
        ],
      },
      {
        heading: msg`Basınç teknolojide: Pascal prensibi`,
        paragraphs: [
          msg`Kapalı bir kaptaki sıvıya uygulanan basınç, sıvı tarafından her yöne ve kabın her noktasına aynen iletilir. Bu ilkeye, onu ortaya koyan bilim insanının adıyla Pascal prensibi denir.`,
          msg`Araçların hidrolik frenleri, berber koltukları, hidrolik krikolar ve iş makinelerinin kolları Pascal prensibiyle çalışır. Küçük bir pistona uygulanan küçük bir kuvvetin oluşturduğu basınç, sıvı aracılığıyla büyük pistona aynen iletilir. Büyük pistonun yüzey alanı geniş olduğu için orada çok daha büyük bir kuvvet oluşur ve ağır yükler kolayca kaldırılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Basınç`, definition: msg`Birim yüzeye dik olarak etki eden kuvvet.` },
      { term: msg`Pascal (Pa)`, definition: msg`Basıncın birimi.` },
      {
        term: msg`Katı basıncı`,
        definition: msg`Bir katının ağırlığı nedeniyle temas ettiği yüzeye uyguladığı basınç; dik kuvvete ve yüzey alanına bağlıdır.`,
      },
      {
        term: msg`Sıvı basıncı`,
        definition: msg`Sıvının bulunduğu kabın her yüzeyine ve içindeki her noktaya uyguladığı basınç; derinliğe ve sıvının yoğunluğuna bağlıdır.`,
      },
      { term: msg`Açık hava basıncı`, definition: msg`Dünya’yı saran hava tabakasının uyguladığı basınç.` },
      { term: msg`Pascal prensibi`, definition: msg`Kapalı bir kaptaki sıvıya uygulanan basıncın her yöne aynen iletilmesi.` },
    ],
  },
  procedure: {
    goal: msg`Katı basıncının yüzey alanına ve kuvvete, sıvı basıncının derinliğe bağlı olduğunu tahmin edip deneyle test etmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`1,5 L’lik kapaklı plastik su şişesi`, quantity: msg`2 tane` },
      { name: msg`Tepsiye 3–4 cm kalınlığında yayılmış un ya da ince kum`, quantity: msg`1 tepsi` },
      { name: msg`Kalın bir çivi ya da pergel ucu (delikleri öğretmen açar)`, quantity: msg`1 tane` },
      { name: msg`Maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Su dolu sürahi ve geniş bir leğen`, quantity: msg`1’er tane` },
      { name: msg`Şişeyi yükseltmek için en az 30 cm yüksekliğinde ters çevrilmiş kova ya da sağlam kutu`, quantity: msg`1 tane` },
      { name: msg`Cetvel`, quantity: msg`1 tane` },
      { name: msg`Plastik bardak ve kartpostal büyüklüğünde ince karton`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Şişedeki delikleri öğretmenin açsın; çiviyi ya da pergeli kimseye doğrultma. Delikler ısıtılmış çiviyle açılmamalıdır.`,
      msg`Su bölümünü mümkünse okul bahçesinde ya da lavabo yanında yap. Dökülen su zemini kaydırır; ıslanan yeri hemen kurula.`,
      msg`Unu havaya savurma ve gözüne kaçırma; iş bitince ellerini yıka. Sınıfta un alerjisi ya da astımı olan biri varsa un yerine ince kum kullanılsın.`,
      msg`Suyla çalışırken elektrikli araçlardan ve prizlerden uzak dur.`,
    ],
    steps: [
      msg`Şişelerden birini ağzına kadar suyla doldur ve kapağını sıkıca kapat. Un tepsisinin yüzeyini cetvelle düzle.`,
      msg`Tahmin et: şişe una tabanı üzerinde mi, kapağı üzerinde mi daha derin iz bırakır? Sonra şişeyi önce tabanı üzerinde, sonra ters çevirip kapağı üzerinde una yavaşça koy. Devrilmesin diye parmaklarınla yalnızca dik tut, aşağı bastırma. İki izin derinliğini cetvelle ölç.`,
      msg`Şişedeki suyun yarısını boşalt, kapağını kapat ve şişeyi yine kapağı üzerinde unun düz bir yerine koy. İzin derinliğini ölç ve öncekiyle karşılaştır.`,
      msg`Öğretmenin ikinci şişenin aynı yan yüzüne, alttan 5 cm, 12 cm ve 19 cm yükseklikte, aynı büyüklükte üç delik açsın. Delikleri bantla kapat.`,
      msg`Tahmin et: hangi delikten su en hızlı fışkıracak? Şişeyi ters çevrilmiş kovanın üzerine, delikler yere koyduğun leğene bakacak şekilde koy. Şişeyi ağzına kadar suyla doldur ve kapağını açık bırak.`,
      msg`Bantları tek hareketle, aşağıdan yukarıya doğru çek. Hangi delikten çıkan suyun en hızlı fışkırdığını ve en uzağa düştüğünü gözle. Su seviyesi düştükçe fışkıran suların nasıl değiştiğini izle.`,
      msg`Plastik bardağı ağzına kadar suyla doldur ve ağzını kartonla kapat. Kartonu avucunla tutarak bardağı leğenin üzerinde ters çevir, sonra elini yavaşça çek. Kartona ne olduğunu gözle.`,
    ],
    observations: [
      msg`Şişe una hangi durumda daha derin iz bıraktı: tabanı üzerindeyken mi, kapağı üzerindeyken mi?`,
      msg`Şişedeki su azalınca izin derinliği nasıl değişti?`,
      msg`Hangi delikten çıkan su en hızlı fışkırdı? Tahminin doğru çıktı mı?`,
      msg`Su seviyesi düştükçe fışkıran sular nasıl değişti?`,
      msg`Ters çevrilen bardağın ağzındaki karton neden düşmedi?`,
    ],
    conclusion: msg`Aynı şişe, kapağı gibi küçük bir yüzeyin üzerindeyken una daha derin iz bırakır: kuvvet aynıyken yüzey alanı küçüldükçe katı basıncı artar. Şişe hafifleyince iz sığlaşır: yüzey alanı aynıyken kuvvet azalınca basınç da azalır. Su en hızlı alttaki delikten fışkırır, çünkü o delik suyun yüzeyinden en derindedir ve sıvı basıncı derinlikle artar. Su seviyesi düştükçe deliklerin derinliği azalır ve fışkıran sular zayıflar. Fışkıran sular, sıvının kabın yan yüzeylerine de basınç uyguladığını gösterir. Bardaktaki kartonu ise açık hava basıncı tutar.`,
  },
  questions: [
    {
      id: 'smaller-area',
      prompt: msg`Aynı tuğla yumuşak bir kumun üzerine önce en geniş yüzü, sonra en dar yüzü üzerinde konuyor. Tuğla hangi durumda kuma daha çok batar ve neden?`,
      options: [
        msg`Geniş yüzü üzerindeyken, çünkü kuma değen alan büyüktür.`,
        msg`Dar yüzü üzerindeyken, çünkü aynı ağırlık daha küçük bir alana etki eder.`,
        msg`İkisinde de aynı, çünkü tuğlanın ağırlığı değişmez.`,
      ],
      correctIndex: 1,
      explanation: msg`Tuğlanın ağırlığı iki durumda da aynıdır. Dar yüzü üzerindeyken bu ağırlık daha küçük bir alana etki eder; basınç büyür ve tuğla daha çok batar. Deneydeki şişenin kapağı üzerindeyken daha derin iz bırakması da bu yüzdendir.`,
      hints: [
        msg`Deneyde şişeyi tabanı ve kapağı üzerinde una koyduğunda hangi iz daha derindi?`,
        msg`Tuğlanın uyguladığı kuvvet, yani ağırlığı, iki durumda da aynıdır. Değişen yalnızca kuma değen yüzeyin alanıdır.`,
        msg`Kuvvet aynıyken yüzey alanı küçülürse basınca ne olur?`,
      ],
    },
    {
      id: 'deepest-hole',
      prompt: msg`Yan yüzünde alt alta üç delik bulunan, su dolu ve kapağı açık bir şişenin bantları çekiliyor. Su en hızlı hangi delikten fışkırır?`,
      options: [msg`Üstteki delikten`, msg`Ortadaki delikten`, msg`Alttaki delikten`, msg`Üçünden de aynı hızla`],
      correctIndex: 2,
      explanation: msg`Alttaki delik suyun yüzeyinden en derindedir. Sıvı basıncı derinlik arttıkça arttığı için su en hızlı alttaki delikten fışkırır.`,
      hints: [
        msg`Deliklerin her biri suyun yüzeyinden ne kadar derinde?`,
        msg`Sıvı basıncı hangi değişkenlere bağlıydı? Bu şişede delikler arasında bu değişkenlerden hangisi farklı?`,
      ],
    },
    {
      id: 'snowshoe',
      prompt: msg`Kar ayakkabısı giyen bir kişi karda neden daha az batar?`,
      options: [
        msg`Ağırlığı daha büyük bir yüzeye yayıldığı için kara uyguladığı basınç azalır.`,
        msg`Kar ayakkabısı kişinin ağırlığını azaltır.`,
        msg`Kar ayakkabısı karı eritir.`,
      ],
      correctIndex: 0,
      explanation: msg`Kar ayakkabısı kişinin ağırlığını değiştirmez, ama kara değen yüzey alanını büyütür. Aynı kuvvet daha büyük bir alana etki edince basınç azalır ve kişi karda daha az batar.`,
      hints: [
        msg`Kar ayakkabısı giyen kişinin ağırlığı değişir mi?`,
        msg`Kar ayakkabısının tabanı normal bir ayakkabınınkinden çok daha geniştir. Bu, kara değen alanı nasıl değiştirir?`,
      ],
    },
    {
      id: 'dam-wall',
      prompt: msg`Barajların duvarları neden alt kısımda üst kısımdan daha kalın yapılır?`,
      options: [
        msg`Barajın dibindeki su daha sıcak olduğu için`,
        msg`Su, yüzeye yakın yerlerde en büyük basıncı uyguladığı için`,
        msg`Sıvı basıncı derinlik arttıkça arttığı için`,
      ],
      correctIndex: 2,
      explanation: msg`Duvarın alt kısmı suyun yüzeyinden en derinde kalan kısımdır. Sıvı basıncı derinlikle arttığı için en büyük basınç duvarın dibine etki eder; duvar bu yüzden alta doğru kalınlaştırılır.`,
      hints: [
        msg`Deneydeki delikli şişede hangi delikten çıkan su en güçlü fışkırıyordu?`,
        msg`Baraj duvarının alt kısmı suyun yüzeyinden ne kadar derinde kalır?`,
      ],
    },
    {
      id: 'pressure-unit',
      prompt: msg`Basıncın birimi hangisidir?`,
      options: [msg`Newton (N)`, msg`Pascal (Pa)`, msg`Joule (J)`, msg`Kilogram (kg)`],
      correctIndex: 1,
      explanation: msg`Basıncın birimi pascaldır (Pa). Newton kuvvetin, joule enerjinin, kilogram kütlenin birimidir.`,
      hints: [
        msg`Basınç, kuvvetin kendisi değil, birim yüzeye düşen dik kuvvettir. Bu yüzden birimi de kuvvetin biriminden farklıdır.`,
        msg`Seçeneklerden hangilerinin başka büyüklüklerin birimi olduğunu bul: kuvvet, enerji, kütle.`,
      ],
    },
    {
      id: 'straw-drink',
      prompt: msg`Kamışla meyve suyu içerken meyve suyunun kamışta yükselmesini sağlayan nedir?`,
      options: [
        msg`Meyve suyunun kendiliğinden yükselmesi`,
        msg`Kamışın meyve suyunu mıknatıs gibi çekmesi`,
        msg`Açık hava basıncının, bardaktaki sıvıyı kamışın içine itmesi`,
      ],
      correctIndex: 2,
      explanation: msg`Kamıştaki havayı emince kamışın içindeki hava basıncı azalır. Bardaktaki sıvının yüzeyine etki eden açık hava basıncı daha büyük kaldığı için sıvıyı kamışın içine doğru iter.`,
      hints: [
        msg`Gazlar da sıvılar gibi bulundukları ortamda her yöne basınç uygular. Bardaktaki meyve suyunun yüzeyinin üstünde de hava vardır.`,
        msg`Kamışı emdiğinde kamışın içindeki havaya ne olur? Kamışın içindeki ve bardağın üstündeki hava basınçlarını karşılaştır.`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Basınç nerede iş başında?`,
    instructions: msg`Her örneği doğru gruba yerleştir: basıncı artırmak için yüzey alanı küçültülmüş mü, basıncı azaltmak için yüzey alanı büyütülmüş mü, yoksa sıvı ya da gaz basıncından mı yararlanılıyor?`,
    categories: [
      { id: 'increase', label: msg`Küçük yüzey: basıncı artırır` },
      { id: 'decrease', label: msg`Geniş yüzey: basıncı azaltır` },
      { id: 'fluid', label: msg`Sıvı ya da gaz basıncıyla ilgili` },
    ],
    items: [
      {
        id: 'knife',
        label: msg`Keskin bıçak`,
        emoji: '🔪',
        categoryId: 'increase',
        explanation: msg`Bıçağın ağzı çok incedir; küçük yüzey alanı, küçük bir kuvvetle büyük bir basınç oluşturur.`,
      },
      {
        id: 'pushpin',
        label: msg`Raptiyenin sivri ucu`,
        emoji: '📌',
        categoryId: 'increase',
        explanation: msg`Sivri uç küçük bir alana büyük basınç uygular ve panoya kolayca batar.`,
      },
      {
        id: 'needle',
        label: msg`Dikiş iğnesi`,
        emoji: '🪡',
        categoryId: 'increase',
        explanation: msg`İğnenin ince ucu kumaşa çok küçük bir alandan büyük basınç uygular.`,
      },
      {
        id: 'snowshoe',
        label: msg`Kar ayakkabısı`,
        emoji: '🥾',
        categoryId: 'decrease',
        explanation: msg`Geniş taban ağırlığı büyük bir alana yayar ve karda batmayı önler.`,
      },
      {
        id: 'crawler',
        label: msg`Paletli iş makinesi`,
        emoji: '🚜',
        categoryId: 'decrease',
        explanation: msg`Paletler makinenin ağırlığını geniş bir alana yayar; makine yumuşak toprağa batmaz.`,
      },
      {
        id: 'truck',
        label: msg`Çok tekerlekli tır`,
        emoji: '🚛',
        categoryId: 'decrease',
        explanation: msg`Tekerlek sayısı arttıkça yola değen alan büyür, yola uygulanan basınç azalır.`,
      },
      {
        id: 'camel',
        label: msg`Devenin geniş ayak tabanları`,
        emoji: '🐫',
        categoryId: 'decrease',
        explanation: msg`Geniş ayak tabanları devenin kuma gömülmesini önler.`,
      },
      {
        id: 'dam',
        label: msg`Alta doğru kalınlaşan baraj duvarı`,
        emoji: '🏞️',
        categoryId: 'fluid',
        explanation: msg`Derinlik arttıkça suyun basıncı artar; duvarın alt kısmı bu yüzden kalındır.`,
      },
      {
        id: 'straw',
        label: msg`Kamışla içmek`,
        emoji: '🥤',
        categoryId: 'fluid',
        explanation: msg`Kamıştaki hava emilince açık hava basıncı sıvıyı kamışın içine iter.`,
      },
      {
        id: 'brake',
        label: msg`Otomobilin hidrolik freni`,
        emoji: '🚗',
        categoryId: 'fluid',
        explanation: msg`Fren pedalıyla uygulanan basınç, fren sıvısı aracılığıyla tekerleklere iletilir: Pascal prensibi.`,
      },
    ],
  },
  worksheet: {
    title: msg`Basınç Çalışma Sayfası`,
    instructions: msg`Önce tahminlerini yaz. Un tepsisindeki izleri ölç, şişeden fışkıran suları gözle ve sonuçları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Katı basıncı hangi iki değişkene bağlıdır? Deneyindeki ölçümlerle açıkla.`, lines: 3 },
      { prompt: msg`Delikli şişede en hızlı fışkıran su hangi delikten çıktı? Nedenini sıvı basıncıyla açıkla.`, lines: 3 },
      { prompt: msg`Basıncı artırmak ve azaltmak için yüzey alanının değiştirildiği ikişer örnek yaz.`, lines: 4 },
      { prompt: msg`Pascal prensibiyle çalışan bir araç ya da düzenek yaz ve nasıl çalıştığını kısaca anlat.`, lines: 3 },
    ],
    table: {
      caption: msg`Basınç ölçümlerim ve gözlemlerim`,
      columns: [msg`Ne denedim?`, msg`Tahminim`, msg`Ölçüm ya da gözlem`, msg`Basınç arttı mı, azaldı mı?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Kunduzun Barajı`,
    paragraphs: [
      msg`Bir kış sabahı Sincap Fındık, arkadaşı Kunduz Tombi’yi ziyarete gitmek için yola çıktı. Taze kar öyle yumuşaktı ki her adımda dizlerine kadar battı.`,
      msg`Tavşan Pıtır yanından hop hop geçip gitti; neredeyse hiç batmıyordu. “Benim arka ayaklarım uzun ve geniş,” dedi Pıtır. “Ağırlığım büyük bir alana yayılınca kara daha az basınç uyguluyorum.” Fındık iki geniş ağaç kabuğunu ayaklarına bağladı ve batmadan yürümeye başladı.`,
      msg`Göle varınca Tombi’yi barajını onarırken buldu. “Neden duvarın dibini bu kadar kalın yapıyorsun?” diye sordu Fındık. “Çünkü suyun basıncı derinlere indikçe artar,” dedi Tombi. “En çok dipteki dallar zorlanır.”`,
      msg`Tam o sırada barajın alt kısmındaki küçük bir delikten su fışkırdı. Yüzeye yakın bir delikten ise su yalnızca sızıyordu. Fındık gözlerini kırpıştırdı: “Aynı göl, aynı su, ama dipte çok daha güçlü itiyor!”`,
      msg`İkisi deliği çamur ve dallarla kapattı. Dönüş yolunda Fındık ağaç kabuğu ayakkabılarıyla karın üstünde rahatça yürürken düşündü: basınç hem ayaklarının altında hem de gölün derinliklerinde iş başındaydı.`,
    ],
    lesson: msg`Katı basıncı, kuvvet büyüdükçe ve yüzey alanı küçüldükçe artar. Sıvı basıncı ise derinlik arttıkça artar.`,
  },
};
