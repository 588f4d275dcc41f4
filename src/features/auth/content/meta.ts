import { t } from '@lingui/core/macro';
import { siteConfig } from '@/shared/config/site.ts';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of this feature's pages; they run after the parent route's loader has loaded the catalogue. */
export const profileHead = () =>
  pageHead({ path: '/profile', title: t`Profil ve Ayarlar`, description: t`Profil bilgileriniz, şifreniz ve bu cihazdaki tercihleriniz.` });

export const settingsHead = () =>
  pageHead({ path: '/settings', title: t`Profil ve Ayarlar`, description: t`Profil bilgileriniz, şifreniz ve bu cihazdaki tercihleriniz.` });

export const changePasswordHead = () =>
  pageHead({ path: '/change-password', title: t`Şifrenizi belirleyin`, description: t`İlk girişte tek kullanımlık şifrenizi kendi şifrenizle değiştirin.` });

export const welcomeHead = () => pageHead({ path: '/welcome', title: t`Hoş geldiniz`, description: t`Hesabınız hazır: ilk adımlarınız.` });

export const forgotPasswordHead = () => {
  const { name } = siteConfig;
  return pageHead({
    path: '/forgot-password',
    title: t`Şifremi Unuttum`,
    description: t`${name} hesabınızın şifresini unuttuysanız nasıl yenileyebileceğinizi öğrenin.`,
  });
};

export const loginHead = () => {
  const { name } = siteConfig;
  return pageHead({
    path: '/login',
    title: t`Giriş Yap`,
    description: t`${name} hesabınıza e-posta adresinizle ya da okul hesabınızla giriş yapın.`,
  });
};

export const registerHead = () =>
  pageHead({
    path: '/register',
    title: t`Kayıt Ol`,
    description: t`Öğrenci, öğretmen, veli ya da okul yöneticisi olarak ücretsiz EtkiLab hesabınızı oluşturun.`,
  });
