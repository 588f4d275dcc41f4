import * as styles from './Field.css.ts';

// Decorative only: every button that shows one of these has a text name.
const svg = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const EyeIcon = () => (
  <svg {...svg} className={styles.icon} aria-hidden="true" focusable="false">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = () => (
  <svg {...svg} className={styles.icon} aria-hidden="true" focusable="false">
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.3 17.3 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);

export const ClearIcon = () => (
  <svg {...svg} className={styles.icon} aria-hidden="true" focusable="false">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const ChevronIcon = () => (
  <svg {...svg} className={styles.icon} aria-hidden="true" focusable="false">
    <path d="m6 9 6 6 6-6" />
  </svg>
);
