import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const feature = style({ fontWeight: 700 });
export const contacts = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['2'],
});

globalStyle(`${contacts} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, fontWeight: 700 });
