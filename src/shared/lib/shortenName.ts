/**
 * docs/behaviour.md#validation name shortening. Where the full name is too long, keep the first
 * name and the last name's initial; if even that is too long and the first
 * name is very long, cut the first name with an ellipsis.
 */
type Limits = { full: number; short: number; firstCut: number };

const ELLIPSIS = '…';

const SIDEBAR: Limits = { full: 20, short: 15, firstCut: 12 };
const HEADER_MENU: Limits = { full: 25, short: 20, firstCut: 15 };
const HEADER_NAME_MAX = 12;

function shorten(firstName: string, lastName: string, limits: Limits): string {
  const first = firstName.trim();
  const last = lastName.trim();
  const full = [first, last].filter(Boolean).join(' ');
  if (full.length <= limits.full) return full;
  const initial = last ? ` ${last.charAt(0)}.` : '';
  const short = `${first}${initial}`;
  if (short.length > limits.short && first.length > limits.firstCut) {
    return `${first.slice(0, limits.firstCut)}${ELLIPSIS}${initial}`;
  }
  return short;
}

/** The sidebar's user line: 20 / 15 / 12. */
export const sidebarName = (firstName: string, lastName: string): string => shorten(firstName, lastName, SIDEBAR);

/** The header menu's user line: 25 / 20 / 15. */
export const headerMenuName = (firstName: string, lastName: string): string => shorten(firstName, lastName, HEADER_MENU);

/** The name beside the avatar in the header: at most 12 characters, then an ellipsis. */
export const headerName = (name: string): string => {
  const trimmed = name.trim();
  return trimmed.length > HEADER_NAME_MAX ? `${trimmed.slice(0, HEADER_NAME_MAX)}${ELLIPSIS}` : trimmed;
};
