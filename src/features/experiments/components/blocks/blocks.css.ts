import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, listReset, stack } from '@/shared/styles/layout.ts';

export const root = style({ ...stack(vars.space['4']) });

/** Stage and workspace side by side from tablets up, the stage first (it is what the child watches). */
export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(16rem, 2fr) 3fr' } },
});

export const stageColumn = style({ ...stack(vars.space['3']) });

export const stageFigure = style({
  margin: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const stageSvg = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '26rem' });

/** The character glides from cell to cell; with reduced motion it jumps. */
export const character = style({
  transition: 'transform 280ms ease-in-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const legend = style({
  ...listReset,
  ...cluster(vars.space['3']),
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const swatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: '3px',
  border: `1px solid ${vars.color.borderStrong}`,
});

export const toolbar = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const workspaceColumn = style({ ...stack(vars.space['2']) });

export const workspaceHeader = style({ ...cluster(vars.space['3']), alignItems: 'center', justifyContent: 'space-between' });

export const blockCount = style({ margin: 0, fontWeight: 700 });

/** Blockly draws into this box and needs a height of its own. */
export const workspace = style({
  position: 'relative',
  height: '24rem',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
  '@media': { [mediaUp('lg')]: { height: '30rem' } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/*
 * Blockly's own stylesheet names image files under its `media` path (a check mark in dropdown menus, a
 * cursor while dragging to delete). The app does not serve that folder, so those few rules are drawn here
 * instead: nothing is fetched from another origin and nothing fails offline.
 */
globalStyle('html .blocklyMenuItemSelected .blocklyMenuItemCheckbox', { background: 'none' });
globalStyle('html .blocklyMenuItemSelected .blocklyMenuItemCheckbox::before', { content: '"✓"', fontWeight: 700 });
globalStyle('html .blocklyDragging.blocklyDraggingDelete, html .blocklyDragging.blocklyDraggingDelete .blocklyField', { cursor: 'not-allowed' });
globalStyle('html .blocklyToolboxDelete, html .blocklyToolboxDelete .blocklyToolboxCategoryLabel', { cursor: 'not-allowed' });
globalStyle('html .blocklyToolboxGrab', { cursor: 'grabbing' });
