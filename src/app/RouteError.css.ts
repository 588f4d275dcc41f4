import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const box = style({ maxWidth: '36rem', margin: '4rem auto', padding: vars.space['6'], textAlign: 'center' });
export const title = style({ fontSize: vars.fontSize['2xl'] });
export const actions = style({ display: 'flex', gap: vars.space['3'], justifyContent: 'center', flexWrap: 'wrap' });
