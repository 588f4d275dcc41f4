import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { definedOnly, optionalParam } from './searchParams.ts';

describe('search param helpers', () => {
  const schema = v.pipe(v.object({ view: optionalParam(v.picklist(['month', 'agenda'])) }), v.transform(definedOnly));

  it('keeps a param that fits and leaves out one that does not, without failing the page', () => {
    expect(v.parse(schema, { view: 'agenda' })).toStrictEqual({ view: 'agenda' });
    expect(v.parse(schema, { view: 'week' })).toStrictEqual({});
    expect(v.parse(schema, {})).toStrictEqual({});
  });
});
