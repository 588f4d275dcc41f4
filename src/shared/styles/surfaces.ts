import { vars } from './theme.css.ts';
import { mediaUp } from './breakpoints.ts';

/*
 * The surfaces of docs/architecture.md#look-and-feel, as fragments that features spread into their own `style()`
 * objects (see layout.ts for why fragments rather than shared classes).
 */

/** A white card set off by the hairline border. */
export const outlined = (radius: string = vars.radius.lg) =>
  ({ borderRadius: radius, background: vars.color.surface, border: `1px solid ${vars.color.border}` }) as const;

/** A white card lifted off the page by a small shadow. */
export const raised = (radius: string = vars.radius.lg) => ({ borderRadius: radius, background: vars.color.surface, boxShadow: vars.shadow.sm }) as const;

/** A tinted box inside a card: a note, a fact, a stat tile. */
export const tile = (background: string, padding: string = vars.space['3']) => ({ padding, borderRadius: vars.radius.md, background }) as const;

/** The tinted band at the top of a page; it gets more room from tablets up. */
export const heroBand = (paddingBlock: string, mdPadding: string) =>
  ({
    background: vars.color.primarySoft,
    borderRadius: vars.radius.lg,
    padding: `${paddingBlock} ${vars.space['5']}`,
    '@media': { [mediaUp('md')]: { padding: mdPadding } },
  }) as const;
