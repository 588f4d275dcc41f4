import { style } from '@vanilla-extract/css';

export const scoreInput = style({ width: '5.5rem' });
