import { t } from '@lingui/core/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { pageHead } from '@/shared/seo/head.ts';

/*
 * These strings live in the legal catalogue, not the shell's. They are safe
 * to translate here because the router calls `head` only after the route's
 * loader has resolved, and the loader is what loads that catalogue
 * (`meta.test.ts` holds the router to that order).
 */

export const privacyHead = () => {
  const name = siteConfig.name;
  return pageHead({
    path: '/privacy',
    title: t`Gizlilik Politikası`,
    description: t`${name} platformunda kişisel verilerin KVKK’ya uygun olarak nasıl toplandığı, işlendiği, saklandığı ve korunduğu; çocukların verileri, veli onayı ve başvuru haklarınız.`,
    keywords: [t`gizlilik politikası`, t`KVKK`, t`aydınlatma metni`, t`kişisel veriler`, t`veli onayı`, t`çocukların verileri`],
  });
};

export const termsHead = () => {
  const name = siteConfig.name;
  return pageHead({
    path: '/terms',
    title: t`Kullanım Koşulları`,
    description: t`${name} eğitim platformunun kullanım koşulları: hizmetin kapsamı, kullanıcı yükümlülükleri, fikri mülkiyet, sorumluluk ve uyuşmazlıkların çözümü.`,
    keywords: [t`kullanım koşulları`, t`üyelik sözleşmesi`, t`fikri mülkiyet`, t`tüketici hakları`, t`eğitim platformu`],
  });
};

export const cookiesHead = () => {
  const name = siteConfig.name;
  return pageHead({
    path: '/cookies',
    title: t`Çerez Politikası`,
    description: t`${name} platformunda kullanılan çerezler, yerel depolama ve çevrimdışı önbellek; hangi amaçla kullanıldıkları ve tercihlerinizi tarayıcınızdan nasıl yönetebileceğiniz.`,
    keywords: [t`çerez politikası`, t`çerezler`, t`yerel depolama`, t`çerez ayarları`, t`KVKK`],
  });
};
