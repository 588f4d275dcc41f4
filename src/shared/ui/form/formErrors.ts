import * as v from 'valibot';

/** One message per field: the first failing rule's. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type FormSchema = v.GenericSchema<Record<string, unknown>>;
export type FieldName<TSchema extends FormSchema> = Extract<keyof v.InferInput<TSchema>, string>;

export type Validation<TSchema extends FormSchema> =
  | { success: true; output: v.InferOutput<TSchema> }
  | { success: false; errors: FieldErrors<FieldName<TSchema>> };

/** Runs a valibot object schema and keeps the first message of each field. */
export function validateForm<TSchema extends FormSchema>(schema: TSchema, input: v.InferInput<TSchema>): Validation<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors<FieldName<TSchema>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    // Forwarded checks (e.g. "passwords match") carry the field they belong to as their path.
    if (typeof key === 'string' && !(key in errors)) errors[key as FieldName<TSchema>] = issue.message;
  }
  return { success: false, errors };
}

/**
 * The server's field errors (`ApiError.fieldErrors`, a list per field) mapped
 * onto a form's own fields; fields the form does not show are left out, so
 * show the error's message as well.
 */
export function serverFieldErrors<K extends string>(errors: Record<string, readonly string[]>, fields: readonly K[]): FieldErrors<K> {
  const mapped: FieldErrors<K> = {};
  for (const field of fields) {
    const first = errors[field]?.[0];
    if (first) mapped[field] = first;
  }
  return mapped;
}
