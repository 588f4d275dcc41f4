/** Breakpoints in px (docs/architecture.md#look-and-feel). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const mediaUp = (bp: keyof typeof breakpoints): string => `screen and (min-width: ${breakpoints[bp]}px)`;
export const mediaDown = (bp: keyof typeof breakpoints): string => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
