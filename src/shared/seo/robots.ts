/** docs/behaviour.md#routes-and-guards private paths. */
export const PRIVATE_PATHS = [
  '/welcome',
  '/classes',
  '/assignments',
  '/lectures',
  '/create-assignment',
  '/student-progress',
  '/manage-teachers',
  '/school-analytics',
  '/communications',
  '/help',
  '/settings',
  '/library',
  '/homeworks',
  '/progress-map',
  '/tools',
  '/etkibot',
  '/experiment-kits',
  '/schedule',
  '/shipping',
  '/notebook-test',
  '/profile',
  '/courses',
  '/dashboard',
  '/search',
] as const;

/** Sign-in screens are public but must not be indexed either. */
const NOINDEX_PUBLIC_PATHS = ['/login', '/register', '/forgot-password', '/change-password'] as const;

const matches = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

const normalise = (path: string): string => {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return clean === '' ? '/' : clean.toLowerCase();
};

/** `noindex, nofollow` for private paths and the sign-in screens; `index, follow` elsewhere. */
export function robotsFor(path: string): 'index, follow' | 'noindex, nofollow' {
  const p = normalise(path);
  const hidden = [...PRIVATE_PATHS, ...NOINDEX_PUBLIC_PATHS].some((base) => matches(p, base));
  return hidden ? 'noindex, nofollow' : 'index, follow';
}
