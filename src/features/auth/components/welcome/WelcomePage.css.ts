import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { equalColumns, listReset, stack } from '@/shared/styles/layout.ts';

export const header = style({ ...stack(vars.space['3']), justifyItems: 'start' });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const roleIcon = style({ fontSize: '1.3em', lineHeight: 1 });

export const steps = style({
  ...stack(vars.space['4']),
  ...listReset,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: equalColumns(2) },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  },
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], height: '100%' });

export const stepIcon = style({ fontSize: vars.fontSize['3xl'], lineHeight: 1 });

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const stepText = style({ margin: 0, flex: 1, color: vars.color.textMuted });

export const primary = style({ justifySelf: 'start' });
