import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster } from '@/shared/styles/layout.ts';

export const tabs = style({ ...cluster(vars.space['2']), borderBottom: `2px solid ${vars.color.border}`, paddingBottom: vars.space['2'] });

export const attendanceButton = styleVariants(
  {
    present: {},
    absent: {},
    late: {},
    excused: {},
    none: {},
  },
  () => ({
    minWidth: '6.5rem',
    minHeight: vars.size.touch,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    font: 'inherit',
    fontWeight: 800,
    cursor: 'pointer',
  }),
);

export const attendanceTone = styleVariants({
  present: { borderColor: vars.color.success, background: vars.color.successSoft, color: vars.color.success },
  absent: { borderColor: vars.color.danger, background: vars.color.dangerSoft, color: vars.color.danger },
  late: { borderColor: vars.color.warning, background: vars.color.warningSoft, color: vars.color.warning },
  excused: { borderColor: vars.color.info, background: vars.color.infoSoft, color: vars.color.info },
});

/** The class code as shown to the whole room, and its QR code under it. */
export const bigCode = style({ fontSize: '3rem', textAlign: 'center' });

export const centered = style({ display: 'grid', placeItems: 'center' });

/** A small native select inside a table row, still a 44 px target. */
export const rowSelect = style({ minHeight: vars.size.touch });
