/**
 * What other modules may use of shipping: a school's kit orders (`schoolOrders`) and, for the seed,
 * storing orders and their steps (`insertOrder`, `insertShipmentEvent`).
 */

export { insertOrder, insertShipmentEvent, schoolOrders } from './orderRows.ts';
