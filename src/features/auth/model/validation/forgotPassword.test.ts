import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { forgotPasswordSchema } from './forgotPassword.ts';

const check = (email: string) => validateForm(forgotPasswordSchema, { email });

describe('forgotPasswordSchema (docs/behaviour.md#validation forgot password)', () => {
  it('requires the e-mail', () => {
    expect(check('')).toEqual({ success: false, errors: { email: 'E-posta adresi zorunludur.' } });
    expect(check(' \t ')).toEqual({ success: false, errors: { email: 'E-posta adresi zorunludur.' } });
  });

  it.each(['veli', 'veli@okul', 'veli@.com', 'veli@okul.com.'])('refuses %j', (email) => {
    expect(check(email)).toEqual({ success: false, errors: { email: 'Geçerli bir e-posta adresi girin.' } });
  });

  it('accepts and trims a valid e-mail', () => {
    expect(check(' veli@okul.com.tr ')).toEqual({ success: true, output: { email: 'veli@okul.com.tr' } });
  });
});
