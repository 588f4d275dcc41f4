import { style } from '@vanilla-extract/css';
import { skipLink } from '@/shared/styles/controls.ts';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
// At least a screen tall: while a page's code loads the footer waits below the fold instead of
// showing under the header and then jumping away (a layout shift of about 0.34 on /blog).
export const main = style({ flex: 1, minHeight: '100dvh', outline: 'none' });

export const skip = style(skipLink);
