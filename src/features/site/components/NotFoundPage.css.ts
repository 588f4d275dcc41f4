import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster } from '@/shared/styles/layout.ts';

export const page = style({ maxWidth: '40rem', margin: '0 auto', padding: `${vars.space['16']} ${vars.space['4']}`, textAlign: 'center' });
export const code = style({ fontSize: '5rem', fontWeight: 900, color: vars.color.primary, margin: 0, lineHeight: 1 });
export const title = style({ fontSize: vars.fontSize['3xl'], marginTop: vars.space['4'] });
export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const actions = style({ ...cluster(vars.space['3']), justifyContent: 'center', marginTop: vars.space['6'] });
export const chat = style({ marginTop: vars.space['6'], fontWeight: 600 });
