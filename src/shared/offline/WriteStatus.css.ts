import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';

export const stackBody = style({ ...stack(vars.space['2']) });
export const actions = style({ ...cluster(vars.space['2']) });
export const kept = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '12rem',
  overflowY: 'auto',
});
export const fieldErrors = style({ margin: 0, paddingInlineStart: vars.space['5'] });
export const keptPhoto = style({ maxWidth: '12rem', borderRadius: vars.radius.md });
