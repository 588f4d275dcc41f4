/**
 * EtkiBot's public surface: what the app shell needs of it. Its screen is imported by its route directly.
 */
export { flagWrite } from './api.ts';
