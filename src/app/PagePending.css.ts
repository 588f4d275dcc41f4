import { style } from '@vanilla-extract/css';

export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '50vh', padding: '2rem' });
