import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import * as v from 'valibot';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('E-posta zorunludur.')),
  terms: v.boolean(),
});

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useSchemaForm field', () => {
  it('binds a value by name, with its error once the form is checked', () => {
    const { result } = renderHook(() => useSchemaForm(schema, { email: '', terms: false }));
    expect(result.current.field('email')).toMatchObject({ name: 'email', value: '', error: undefined });

    act(() => result.current.handleSubmit(() => {})({ preventDefault: () => {} } as never));
    expect(result.current.field('email').error).toBe('E-posta zorunludur.');
  });

  it('stores what is typed and re-checks it', () => {
    const { result } = renderHook(() => useSchemaForm(schema, { email: '', terms: false }));
    act(() => result.current.handleSubmit(() => {})({ preventDefault: () => {} } as never));
    act(() => result.current.field('email').onChange(typed('ada@example.com')));
    expect(result.current.values).toEqual({ email: 'ada@example.com', terms: false });
    expect(result.current.field('email')).toMatchObject({ value: 'ada@example.com', error: undefined });
  });

  it('runs the extra change handler on every edit', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useSchemaForm(schema, { email: '', terms: false }));
    act(() => result.current.field('email', { onChange }).onChange(typed('a')));
    expect(onChange).toHaveBeenCalledOnce();
    expect(result.current.values.email).toBe('a');
  });
});
