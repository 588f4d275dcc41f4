/**
 * What other modules may use of shipping: a school's kit orders (`schoolOrders`) and, for the seed,
 * storing orders and their steps (`insertOrder`, `insertShipmentEvent`). Its body schemas are here for
 * the request contract check (server/contract/).
 */

export { insertOrder, insertShipmentEvent, schoolOrders } from './orderRows.ts';
export { confirmSchema, problemSchema } from './schemas.ts';
