import * as v from 'valibot';
import { emailField } from './login.ts';

/** docs/behaviour.md#validation forgot password: e-mail required and valid. */
export const forgotPasswordSchema = v.object({ email: emailField() });
