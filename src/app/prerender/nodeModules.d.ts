/** The one part of jsdom (a dev dependency without bundled types) the page renderer uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}

/** DOMPurify's plain build, imported by path because the bare name is the renderer's alias for nodePurify.ts. */
declare module 'dompurify/purify.js' {
  export { default } from 'dompurify';
}
