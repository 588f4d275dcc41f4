import { useState, type ChangeEvent, type FormEvent } from 'react';
import type * as v from 'valibot';
import { validateForm, type FieldErrors, type FieldName, type FormSchema } from './formErrors.ts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

/** The keys of a form's text values: the ones a text input, select or textarea edits. */
export type TextFieldName<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/** What a TextField, PasswordField or SelectField needs to show and edit one value of the form. */
export type FieldBinding<K extends string = string> = {
  name: K;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/**
 * Form state checked by a valibot schema: nothing is flagged while the user
 * first fills the form; the first submit checks everything, and from then on
 * every change re-checks, so an error disappears as soon as it is fixed.
 * After a failed submit the first invalid field (aria-invalid) gets focus.
 */
export function useSchemaForm<TSchema extends FormSchema>(schema: TSchema, initialValues: v.InferInput<TSchema>) {
  type Values = v.InferInput<TSchema>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<FieldName<TSchema>>>({});
  const [checked, setChecked] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const setValue = <K extends keyof Values>(name: K, value: Values[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked) {
      const result = validateForm(schema, next);
      setErrors(result.success ? {} : result.errors);
    }
  };

  /**
   * Spread onto a text field: its name, value, error and change handler.
   * `onChange` runs before the value is stored, e.g. to clear a status the edit makes stale.
   */
  const field = <K extends TextFieldName<Values>>(name: K, options?: { onChange?: () => void }): FieldBinding<K> => ({
    name,
    value: values[name] as string,
    error: errors[name as FieldName<TSchema>],
    onChange: (event) => {
      options?.onChange?.();
      setValue(name, event.target.value as Values[K]);
    },
  });

  /** Wraps the submit handler: it runs only with valid, parsed values. */
  const handleSubmit = (onValid: (output: v.InferOutput<TSchema>) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const result = validateForm(schema, values);
    if (!result.success) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    return onValid(result.output);
  };

  /** Shows errors that came from elsewhere (the server) and focuses the first of them. */
  const showErrors = (next: FieldErrors<FieldName<TSchema>>) => {
    setErrors(next);
    if (Object.keys(next).length) focusFirstInvalid();
  };

  return { values, errors, setValue, field, handleSubmit, showErrors, formRef };
}
