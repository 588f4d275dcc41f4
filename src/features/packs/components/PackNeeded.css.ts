import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const line = style({ margin: 0, marginBlockEnd: vars.space['2'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBlockStart: vars.space['2'] });

/** The class page's download line, under its button; empty, it takes no room (the page holds the button's row while it loads). */
export const classStatus = style({ margin: 0, marginBlockStart: vars.space['2'], selectors: { '&:empty': { marginBlockStart: 0 } } });
