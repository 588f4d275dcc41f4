/**
 * Where the API lives. Empty means the app's own origin (the local reference
 * server serves both); a build can point elsewhere with VITE_API_BASE.
 */
const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

export const apiUrl = (path: string): string => `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
