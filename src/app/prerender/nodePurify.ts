import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify/purify.js';

const { window } = new JSDOM('');

/**
 * DOMPurify needs a DOM, which Node lacks: the build's page renderer gives it jsdom's, so the rendered
 * article is sanitised by the same rules as in the browser. Replaces `dompurify` in the server bundle only.
 */
export default function purifierForNode() {
  return createDOMPurify(window);
}
