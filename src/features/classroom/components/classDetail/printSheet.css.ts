import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A class list printed as it is on screen (the gradebook, the roster), as the student report prints:
 * while a sheet is on screen, printing shows it alone, its ancestors without their frame, black on
 * white, and the wide table whole rather than cut at the scroll frame's edge.
 */
export const sheet = style({});

/** Buttons, filters and notes of the screen: of no use on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The title the paper needs (class, what, date), which the screen shows elsewhere. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block', margin: 0, fontSize: '13pt' } } });

/** A4 for the page being printed, written by the tab into its own <style>: vanilla-extract writes no @page rule. The roster stands upright. */
export const portraitPage = '@page { size: A4 portrait; margin: 10mm; }';

/** The gradebook lies on its side: a column per assignment. */
export const landscapePage = '@page { size: A4 landscape; margin: 10mm; }';

const hasSheet = `html:has(${sheet})`;

globalStyle(`${hasSheet} body *:not(:has(${sheet})):not(${sheet}):not(${sheet} *)`, { '@media': { print: { display: 'none !important' } } });

globalStyle(`${hasSheet} body *:has(${sheet})`, {
  '@media': {
    print: {
      display: 'block !important',
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

globalStyle(`${sheet}`, { '@media': { print: { color: '#000000', fontSize: '9pt' } } });

/** The scroll frame and the sticky name column are for a screen; on paper the table is whole. */
globalStyle(`${sheet} div, ${sheet} th, ${sheet} td`, {
  '@media': { print: { overflow: 'visible !important', position: 'static !important' as 'static', boxShadow: 'none !important' } },
});

globalStyle(`${sheet} [role="alert"], ${sheet} [role="status"]`, { '@media': { print: { display: 'none' } } });

globalStyle(`${sheet} table`, { '@media': { print: { width: '100%', borderCollapse: 'collapse', fontSize: '8.5pt' } } });

globalStyle(`${sheet} th, ${sheet} td`, {
  '@media': {
    print: {
      height: 'auto !important',
      minWidth: '0 !important',
      padding: '2pt 4pt !important',
      border: '1px solid #777777 !important',
      color: '#000000',
      background: 'none !important',
      outline: 'none !important',
    },
  },
});

globalStyle(`${sheet} tr`, { '@media': { print: { breakInside: 'avoid' } } });

globalStyle(`${sheet} thead`, { '@media': { print: { display: 'table-header-group' } } });
