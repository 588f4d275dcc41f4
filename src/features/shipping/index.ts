/** For the app's outbox wiring: the shipping queries to refresh when a confirmation or report lands. */
export { shippingKeys, shippingWrite } from './api.ts';
