/**
 * Folded Turkish words that carry no topic: question words, pronouns, conjunctions and the verbs of
 * asking. Kept out of the index and the query so "gölge nedir" is searched as "gölge".
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'acaba', 'acikla', 'aciklar', 'ama', 'ancak', 'anlat', 'anlatir', 'anlatirmisin', 'bana', 'beni', 'benim', 'bilgi',
  'bir', 'biraz', 'birlikte', 'biz', 'bu', 'buna', 'bunlar', 'bunu', 'bunun', 'cok', 'demek', 'da', 'daha', 'de', 'diye',
  'eder', 'ediyorum', 'en', 'etkibot', 'gibi', 'hangi', 'hangisi', 'hem', 'hep', 'her', 'icin', 'ile', 'ise', 'iste',
  'istiyorum', 'kac', 'kadar', 'ki', 'kim', 'kimdir', 'lutfen', 'merak', 'mi', 'midir', 'misin', 'mu', 'mudur',
  'musun', 'nasil', 'ne', 'neden', 'nedir', 'neler', 'nelerdir', 'nerede', 'nereden', 'nicin', 'niye', 'niçin', 'o',
  'ogren', 'ogrenmek', 'olan', 'olarak', 'olur', 'onlar', 'onu', 'onun', 'sana', 'sen', 'seni', 'sey', 'seyi',
  'seyler', 'siz', 'soru', 'sorum', 'soyle', 'su', 'sunu', 'var', 'vardi', 'ver', 'verir', 'verirmisin', 've', 'veya', 'ya', 'yani', 'yapilir', 'yardim',
  'yok',
]);
