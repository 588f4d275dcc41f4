/**
 * What other code may use of the newsletter: the schema a subscription's body is validated with, for
 * the request contract check (server/contract/). Subscribing and the stats stay in its routes.
 */

export { subscribeSchema } from './subscribers.ts';
