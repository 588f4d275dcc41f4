import * as styles from './EclipseCalendar.css.ts';

/** A Sun with the Moon's disc biting into it, or a reddened Moon in the Earth's shadow. */
export function EclipseIcon({ body }: { body: 'sun' | 'moon' }) {
  return (
    <svg viewBox="0 0 32 32" className={styles.icon} aria-hidden="true" focusable="false">
      {body === 'sun' ? (
        <>
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <line
              key={angle}
              x1={16 + 11 * Math.cos((angle * Math.PI) / 180)}
              y1={16 + 11 * Math.sin((angle * Math.PI) / 180)}
              x2={16 + 15 * Math.cos((angle * Math.PI) / 180)}
              y2={16 + 15 * Math.sin((angle * Math.PI) / 180)}
              stroke="#d97706"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ))}
          <circle cx="16" cy="16" r="9" fill="#f59e0b" />
          <circle cx="20" cy="13" r="8" fill="#1f2937" />
        </>
      ) : (
        <>
          <circle cx="16" cy="16" r="13" fill="#e5e7eb" stroke="#6b7280" strokeWidth="1.5" />
          <path d="M16 3 A13 13 0 0 1 16 29 A9 13 0 0 0 16 3" fill="#9f1239" fillOpacity="0.8" />
        </>
      )}
    </svg>
  );
}
