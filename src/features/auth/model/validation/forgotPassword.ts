import * as v from 'valibot';
import { emailField } from './login.ts';

/** SPEC §5 forgot password: e-mail required and valid. */
export const forgotPasswordSchema = v.object({ email: emailField() });
