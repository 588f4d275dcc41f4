import { LIMITS } from '../../../src/shared/api/contract.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import type { PostFilter } from './queries.ts';

/** A parsed query string: Fastify gives an array when a name repeats. */
export type QueryParams = Record<string, string | string[] | undefined>;

type Read<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/** The first value of a query parameter, trimmed; blank counts as absent. */
function param(query: QueryParams, name: string): string | undefined {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value || undefined;
}

const tooLong = (name: string): ApiAnswer<never> => {
  const message = `${name === 'tag' ? 'Etiket' : 'Kategori'} en fazla ${LIMITS.slugMax} karakter olabilir.`;
  return fail(400, message, { error_code: 'VALIDATION_ERROR', errors: { [name]: [message] } });
};

/** At most searchMax UTF-16 units, without leaving half of a surrogate pair (an emoji) at the end. */
const cut = (text: string | undefined): string | undefined =>
  text === undefined
    ? undefined
    : text
        .slice(0, LIMITS.searchMax)
        .replace(/[\uD800-\uDBFF]$/, '')
        .trim() || undefined;

/**
 * The list's filters, each bounded. Search text is cut rather than refused: a pasted paragraph should
 * still find something (its first words are what `searchWords` looks for anyway). A category or tag
 * is a slug from a list, so one past the bound is a mistake and answers 400.
 */
export function filterFrom(query: QueryParams, searchParam: 'search' | 'q'): Read<PostFilter> {
  const category = param(query, 'category');
  const tag = param(query, 'tag');
  if (category && category.length > LIMITS.slugMax) return { ok: false, answer: tooLong('category') };
  if (tag && tag.length > LIMITS.slugMax) return { ok: false, answer: tooLong('tag') };
  const featured = param(query, 'featured')?.toLowerCase();
  return {
    ok: true,
    value: {
      category,
      tag,
      search: cut(param(query, searchParam)),
      featured: featured === 'true' || featured === '1',
    },
  };
}

// More pages than any blog will have; a longer number is not worth converting.
const PAGE_DIGITS_MAX = 6;
export const PAGE_OUT_OF_RANGE = (): ApiAnswer<never> => fail(404, 'Geçersiz sayfa.', { error_code: 'NOT_FOUND' });

/** `?page=`: a positive whole number (400 otherwise); one too long to be a page is past the last page (404). */
export function pageFrom(query: QueryParams): Read<number> {
  const text = param(query, 'page') ?? '1';
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) {
    return { ok: false, answer: fail(400, 'Sayfa numarası pozitif bir tam sayı olmalıdır.', { error_code: 'VALIDATION_ERROR' }) };
  }
  if (text.replace(/^0+/, '').length > PAGE_DIGITS_MAX) return { ok: false, answer: PAGE_OUT_OF_RANGE() };
  return { ok: true, value: Number(text) };
}
