import { style } from '@vanilla-extract/css';

export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '60vh', padding: '2rem' });
