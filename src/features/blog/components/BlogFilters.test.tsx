import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { rememberTypedFields } from '@/shared/lib/typedBeforeHydration.ts';
import { BlogFilters } from './BlogFilters.tsx';

const categories = [
  { slug: 'egitim', name: 'Eğitim' },
  { slug: 'stem', name: 'STEM' },
] as never;

function filters(onSearch: (query: string) => void, onCategory: (category: string) => void) {
  return (
    <I18nProvider i18n={i18n}>
      <BlogFilters query="" category="" categories={categories} onSearch={onSearch} onCategory={onCategory} />
    </I18nProvider>
  );
}

/**
 * The rendered page's markup, used by the visitor before its script arrives (or, `late`, once the app
 * has started but before React watches the field), then hydrated.
 */
async function hydrateAfter(visit: (container: HTMLElement) => void, late = false) {
  const onSearch = vi.fn();
  const onCategory = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(filters(onSearch, onCategory));
  document.body.append(container);
  if (!late) visit(container);
  const stop = rememberTypedFields(container);
  if (late) visit(container);
  stop();
  await act(async () => {
    hydrateRoot(container, filters(onSearch, onCategory));
  });
  return { container, onSearch, onCategory };
}

describe('BlogFilters on a rendered page', () => {
  it('applies a category chosen before the page hydrated', async () => {
    const { container, onCategory } = await hydrateAfter((markup) => {
      const select = markup.querySelector('select');
      if (select) select.value = 'stem';
    });
    expect(onCategory).toHaveBeenCalledExactlyOnceWith('stem');
    container.remove();
  });

  it('applies a category chosen while the app was starting', async () => {
    const { container, onCategory } = await hydrateAfter((markup) => {
      const select = markup.querySelector('select');
      if (!select) return;
      select.value = 'egitim';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, true);
    expect(onCategory).toHaveBeenCalledExactlyOnceWith('egitim');
    container.remove();
  });

  it('keeps text typed into the search before the page hydrated, and searches it on Enter', async () => {
    const { container, onSearch, onCategory } = await hydrateAfter((markup) => {
      const input = markup.querySelector('input[type="search"]');
      if (input instanceof HTMLInputElement) input.value = 'mıknatıs';
    });
    const input = container.querySelector('input[type="search"]') as HTMLInputElement;
    expect(input.value).toBe('mıknatıs');
    expect(onCategory).not.toHaveBeenCalled();
    await act(async () => {
      input.form?.requestSubmit();
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('mıknatıs');
    container.remove();
  });

  it("names its search field as the list's address does, so a search sent before the script arrives opens the results", async () => {
    const { container } = await hydrateAfter(() => undefined);
    expect(container.querySelector('form input[type="search"]')?.getAttribute('name')).toBe('q');
    container.remove();
  });
});
