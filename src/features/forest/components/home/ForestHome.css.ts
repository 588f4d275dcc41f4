import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';

export const page = style(stack(vars.space['10']));

export const hero = style({
  ...stack(vars.space['6']),
  alignItems: 'center',
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(160deg, ${vars.color.primarySoft} 0%, #fdf6e3 100%)`,
  '@media': {
    [mediaUp('md')]: { padding: vars.space['10'] },
    [mediaUp('lg')]: { gridTemplateColumns: '1fr 1.2fr' },
  },
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.primaryHover,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const fireBanner = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `3px solid ${vars.color.accent}`,
});

export const bannerIcon = style({ fontSize: '2rem', lineHeight: 1, '@media': { [mediaUp('md')]: { fontSize: '2.5rem' } } });

export const bannerTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.accentHover });

export const bannerText = style({ margin: 0, fontSize: vars.fontSize.lg });

export const bannerLink = style({
  fontWeight: 800,
  fontSize: vars.fontSize.xl,
  color: vars.color.accentHover,
  display: 'inline-block',
  minWidth: vars.size.touch,
  paddingBlock: vars.space['1'],
});

export const section = style(stack(vars.space['4']));

export const sectionTitle = style({ fontSize: vars.fontSize['2xl'], margin: 0 });

const grid = {
  ...listReset,
  ...stack(vars.space['4']),
} as const;

export const activityGrid = style({ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' });

export const activity = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const activityIcon = style({ fontSize: '2.75rem', lineHeight: 1 });

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const cardText = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, margin: 0 });

// Pushed to the bottom so the buttons line up across a row of cards.
export const start = style({ marginTop: 'auto', alignSelf: 'flex-start', minHeight: '48px' });

export const suggestionGrid = style({ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))' });

export const suggestion = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const suggestionIcon = style({ fontSize: '2.25rem', lineHeight: 1 });

export const closing = style({
  ...stack(vars.space['5']),
  alignItems: 'center',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'auto 1fr' } },
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
});

export const closingText = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, marginBottom: vars.space['4'] });

export const closingTitle = style({ fontSize: vars.fontSize['2xl'] });
