import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { focusRing, touchTarget } from '@/shared/styles/controls.ts';
import { cluster, equalColumns, listReset, stack } from '@/shared/styles/layout.ts';
import { EVENT_TYPE_COLOURS } from '@/shared/styles/eventTypeColours.ts';
import type { ScheduleStatus } from '@/shared/api/progress.ts';

export const section = style(stack(vars.space['4']));

export const panel = style({
  ...stack(vars.space['3']),
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({ ...cluster(vars.space['3']), alignItems: 'end', justifyContent: 'space-between' });

export const actions = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const picker = style({ minWidth: 'min(100%, 16rem)' });

// ── The week ────────────────────────────────────────────────────────────────

/**
 * The week's layout follows the room the week itself has, not the screen's width: on a 768 px tablet in
 * portrait, and at 1024 px beside the open sidebar, five columns leave a day about 130 px, and a
 * lesson's status and difficulty chips spilled out of it. So the section is a container, and the week
 * takes five columns only where a day keeps about 160 px (a long chip, the item's and the day's padding).
 */
const weekRoom = createContainer('week');
const fiveColumns = `${weekRoom} (min-width: 52rem)`;

export const weekSection = style([section, { containerName: weekRoom, containerType: 'inline-size' }]);

/**
 * Narrower than five columns, whole days side by side as many as fit at 14 rem each (three on a
 * portrait tablet, one on a phone), in week order; Monday to Friday in columns where they fit (a
 * weekend day with work wraps below).
 */
export const week = style({
  ...listReset,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
  '@container': { [fiveColumns]: { gridTemplateColumns: equalColumns(5), gap: vars.space['2'] } },
});

// Five columns leave a day little room: the padding shrinks there.
const narrowInFiveColumns = { '@container': { [fiveColumns]: { padding: vars.space['2'] } } } as const;

export const day = style({
  ...stack(vars.space['2']),
  minWidth: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  ...narrowInFiveColumns,
});

export const today = style({ borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` });

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.md, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'baseline' });

export const dayDate = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const items = style({ ...listReset, ...stack(vars.space['2']) });

export const closedNote = style({
  margin: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const dayNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const item = style({
  ...stack(vars.space['2']),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  minWidth: 0,
  ...narrowInFiveColumns,
});

export const typeTint = styleVariants(EVENT_TYPE_COLOURS, ({ soft, text }) => ({ background: soft, borderInlineStart: `4px solid ${text}` }));

export const typeLabel = styleVariants(EVENT_TYPE_COLOURS, ({ text }) => ({ color: text, fontSize: vars.fontSize.xs, fontWeight: 700 }));

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['1'] });

// In a narrow day column of the five a title is set smaller and hyphenated (Turkish rules, from <html lang="tr">) rather than cut mid-word.
export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.text,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@container': { [fiveColumns]: { fontSize: vars.fontSize.sm } },
});

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: vars.color.text, fontSize: vars.fontSize.sm });

export const meta = style({ ...cluster(vars.space['1']), alignItems: 'center', fontSize: vars.fontSize.xs, color: vars.color.text });

// A chip never reaches past its day: at worst its words wrap inside it.
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontWeight: 600,
});

/** Its own button rather than the shared one: it fills a narrow day column and its text may wrap there. */
export const doneButton = style({
  ...touchTarget,
  justifyContent: 'center',
  gap: vars.space['1'],
  width: '100%',
  paddingInline: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing },
});

/** Each status its own edge as well as its word and icon (never colour alone). */
export const status = styleVariants<Record<ScheduleStatus, { color: string; background: string }>>({
  completed: { color: vars.color.success, background: vars.color.successSoft },
  current: { color: vars.color.info, background: vars.color.infoSoft },
  upcoming: { color: vars.color.primary, background: vars.color.primarySoft },
  missed: { color: vars.color.danger, background: vars.color.dangerSoft },
});

export const link = style({ ...touchTarget, alignSelf: 'start', fontWeight: 700, color: vars.color.link });

export const statusTag = style([tag, { border: '1px solid currentColor', fontWeight: 700 }]);

// ── XP and goals ────────────────────────────────────────────────────────────

export const figures = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
});

export const figure = style({
  ...stack(vars.space['1']),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const goalLine = style({ margin: 0, fontWeight: 700 });

export const track = style({
  height: '0.875rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', background: vars.color.success, borderRadius: vars.radius.full });

// ── The timetable editor ────────────────────────────────────────────────────

export const slotDays = style({ ...listReset, ...stack(vars.space['4']) });

export const slotDayTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const slotRows = style({ ...listReset, ...stack(vars.space['2']) });

export const slotRow = style({
  ...cluster(vars.space['2']),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const slotText = style({ ...stack(vars.space['1']), minWidth: 0 });

export const form = style(stack(vars.space['4']));

export const triple = style({ display: 'grid', gap: vars.space['3'], '@media': { [mediaUp('sm')]: { gridTemplateColumns: equalColumns(3) } } });

export const compare = style({ display: 'grid', gap: vars.space['3'], '@media': { [mediaUp('md')]: { gridTemplateColumns: equalColumns(2) } } });

export const compareList = style({ margin: 0, paddingInlineStart: vars.space['5'], fontSize: vars.fontSize.sm });
