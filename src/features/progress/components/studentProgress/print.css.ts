import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '@/shared/styles/layout.ts';
import { vars } from '@/shared/styles/theme.css.ts';

/**
 * A pupil's summary for a parent meeting. While it is on screen, printing shows it alone on one A4
 * page: everything that neither holds it nor sits in it (header, side menu, buttons) is hidden, and
 * its ancestors lose their frame so it starts at the top of the paper.
 */
export const sheet = style(stack(vars.space['6']));

/** The buttons and links around the summary: of no use on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

/** On paper the homework list stops here, so a year of homework still fits on the one page. */
export const PRINTED_HOMEWORK_ROWS = 12;

/** Marks the homework rows, so the print rule below can cut the list. */
export const homeworkRow = style({});

const hasSheet = `html:has(${sheet})`;

globalStyle(`${hasSheet} body *:not(:has(${sheet})):not(${sheet}):not(${sheet} *)`, {
  '@media': { print: { display: 'none !important' } },
});

globalStyle(`${hasSheet} body *:has(${sheet})`, {
  '@media': {
    print: {
      display: 'block !important',
      // The type knows no !important; the string passes through to the CSS unchanged.
      position: 'static !important' as 'static',
      margin: '0 !important',
      padding: '0 !important',
      border: '0 !important',
      boxShadow: 'none !important',
      background: 'none !important',
      width: 'auto !important',
      maxWidth: 'none !important',
      minHeight: '0 !important',
      overflow: 'visible !important',
    },
  },
});

globalStyle(`${hasSheet} body`, { '@media': { print: { background: '#ffffff', margin: 0 } } });

/*
 * Sizes that fit one A4 page (vanilla-extract writes no @page rule, so the browser's default
 * margins apply: about 19 × 26 cm of paper). Black on white, since colour may not print.
 */
globalStyle(`${hasSheet} ${sheet}`, { '@media': { print: { gap: '8pt', fontSize: '9.5pt', lineHeight: 1.3, color: '#000000' } } });

/** Notes about this screen (offline, a failed refresh) are not the parents' business. */
globalStyle(`${sheet} [role="alert"], ${sheet} [role="status"]`, { '@media': { print: { display: 'none' } } });

globalStyle(`${sheet} h1, ${sheet} h2`, { '@media': { print: { margin: 0, fontSize: '12pt', breakAfter: 'avoid' } } });

globalStyle(`${sheet} h1`, { '@media': { print: { fontSize: '15pt' } } });

globalStyle(`${sheet} section, ${sheet} table, ${sheet} li`, { '@media': { print: { breakInside: 'avoid' } } });

globalStyle(`${sheet} th, ${sheet} td`, { '@media': { print: { padding: '2pt 4pt', color: '#000000', background: 'none' } } });

globalStyle(`${sheet} ul`, { '@media': { print: { gap: '3pt' } } });

globalStyle(`${sheet} li`, { '@media': { print: { padding: '2pt 4pt', background: 'none', border: '1px solid #999999' } } });

/** The figures on one line on paper, and the outcomes in three columns (scoped by the sheet to win over the screen's grid). */
export const printFacts = style({ '@media': { print: { selectors: { [`${sheet} &`]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } } } });

export const printOutcomes = style({ '@media': { print: { selectors: { [`${sheet} &`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } } } });

globalStyle(`${homeworkRow}:nth-child(n + ${PRINTED_HOMEWORK_ROWS + 1})`, { '@media': { print: { display: 'none' } } });
