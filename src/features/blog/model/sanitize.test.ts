import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the formatting of an article', () => {
    const html =
      '<h2>Başlık</h2><p>Bir <strong>kalın</strong> ve <em>eğik</em> metin.</p><ul><li>bir</li></ul><ol><li>iki</li></ol>' +
      '<blockquote>Alıntı</blockquote><figure><img src="/media/blog/a.svg" alt="Şema" width="640" height="360"><figcaption>Açıklama</figcaption></figure>' +
      '<p><a href="/blog?tag=stem">etiket</a></p><h3>Alt</h3><table><tr><td>hücre</td></tr></table>';
    const clean = sanitizeArticleHtml(html);
    for (const part of [
      '<h2>Başlık</h2>',
      '<strong>kalın</strong>',
      '<em>eğik</em>',
      '<ul><li>bir</li></ul>',
      '<ol><li>iki</li></ol>',
      '<blockquote>Alıntı</blockquote>',
      '<figcaption>Açıklama</figcaption>',
      '<a href="/blog?tag=stem">etiket</a>',
      '<h3>Alt</h3>',
      '<td>hücre</td>',
    ]) {
      expect(clean).toContain(part);
    }
    expect(clean).toMatch(/<img src="\/media\/blog\/a.svg" alt="Şema" width="640" height="360" loading="lazy" decoding="async">/);
  });

  it('removes script tags', () => {
    const clean = sanitizeArticleHtml('<p>a</p><script>alert(1)</script><p>b</p>');
    expect(clean).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers', () => {
    const clean = sanitizeArticleHtml('<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">metin</p>');
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|alert/);
    expect(clean).toContain('<p>metin</p>');
  });

  it('removes javascript: links but keeps the link text', () => {
    const clean = sanitizeArticleHtml('<a href="javascript:alert(1)">tıkla</a><a href="JaVaScRiPt:alert(1)">iki</a><a href=" javascript:x">üç</a>');
    expect(clean).not.toMatch(/javascript/i);
    expect(clean).toContain('tıkla');
    expect(clean).toContain('üç');
  });

  it('removes frames, forms, objects, styles and svg scripts', () => {
    const clean = sanitizeArticleHtml(
      '<iframe src="https://kotu.example"></iframe><object data="x"></object><embed src="y"><form action="/x"><input name="a"></form>' +
        '<style>body{display:none}</style><p style="position:fixed">stil</p><svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    );
    expect(clean).not.toMatch(/iframe|object|embed|form|input|style|script|javascript/i);
    expect(clean).toContain('<p>stil</p>');
  });

  it('opens links to other sites in a new tab, safely', () => {
    const clean = sanitizeArticleHtml('<a href="https://www.meb.gov.tr">MEB</a><a href="/blog" target="_blank">iç</a>');
    expect(clean).toContain('<a href="https://www.meb.gov.tr" target="_blank" rel="noopener noreferrer">MEB</a>');
    expect(clean).toContain('<a href="/blog">iç</a>');
  });
});
