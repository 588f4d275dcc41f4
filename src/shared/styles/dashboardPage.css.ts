import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { mediaUp } from './breakpoints.ts';
import { stack } from './layout.ts';

/**
 * The frame of every dashboard page. The shell's main area already holds the
 * gutters, the space under the header and the content width, so a page adds
 * none of its own: the breadcrumbs and the title then sit at the same place on
 * every page instead of jumping as the user moves between pages.
 */
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'], alignContent: 'start' });

export const header = style(stack(vars.space['2']));

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: vars.size.proseMax });
