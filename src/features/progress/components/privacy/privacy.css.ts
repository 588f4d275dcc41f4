import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, listReset, stack as stackLayout } from '@/shared/styles/layout.ts';

export const stack = style(stackLayout(vars.space['2']));

export const page = style(stackLayout(vars.space['6']));

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ ...cluster(vars.space['3']), alignItems: 'flex-start' });

export const counts = style({ ...listReset, ...stackLayout(vars.space['1']) });

export const nameInput = style({ maxWidth: '24rem' });
