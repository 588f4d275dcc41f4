/** A run of head tags React 19 puts first when it renders a part of the page: <title>, <meta>, <link>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/** Splits a rendered page into what belongs in <head> and what goes inside #root. */
export function splitHoistedTags(html: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
