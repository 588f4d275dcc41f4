import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** Head tags of the classroom's pages; they run after the layout's loader has loaded the catalogue. Every one is private (noindex by path). */
export const classesHead = () => pageHead({ path: '/classes', title: t`Sınıflarım`, description: t`Sınıflarınız, öğrencileriniz, yoklama ve not çizelgesi.` });
export const classHead = (id: string) =>
  pageHead({ path: `/classes/${id}`, title: t`Sınıf`, description: t`Sınıfın öğrencileri, dersleri, ödevleri, notları ve yoklaması.` });
export const assignmentsHead = () => pageHead({ path: '/assignments', title: t`Ödevler`, description: t`Verdiğiniz ödevler ve öğrencilerin teslimleri.` });
export const assignmentHead = (id: string) =>
  pageHead({ path: `/assignments/${id}`, title: t`Ödev`, description: t`Öğrencilerin teslimleri, puanları ve geri bildirimleri.` });
export const createAssignmentHead = () =>
  pageHead({ path: '/create-assignment', title: t`Ödev Oluştur`, description: t`Bir deney, araç ya da serbest görevi sınıfınıza ödev olarak verin.` });
export const homeworksHead = () => pageHead({ path: '/homeworks', title: t`Ödevlerim`, description: t`Ödevlerin, teslim tarihleri ve notların.` });
export const homeworkHead = (id: string) => pageHead({ path: `/homeworks/${id}`, title: t`Ödev`, description: t`Ödevini yap ve teslim et.` });
export const lecturesHead = () => pageHead({ path: '/lectures', title: t`Ders Planı`, description: t`Sınıfların ders planı: sırasıyla deneyler ve araçlar.` });
export const classTabletHead = () => pageHead({ path: '/class-tablet', title: t`Sınıf Tableti`, description: t`Adını seç, resim şifreni gir.` });
