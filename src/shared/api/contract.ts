/**
 * The API contract (docs/behaviour.md#data-kept-on-the-device, #api-calls), written once and shared by the client
 * and `server/`. Field names follow the server's snake_case.
 */
export const ROLES = ['student', 'teacher', 'parent', 'administrator'] as const;
export type Role = (typeof ROLES)[number];
/** Who may open an account alone. Administrators are made by the seed or an invitation, always for a school. */
export const SELF_REGISTER_ROLES = ['student', 'teacher', 'parent'] as const satisfies readonly Role[];
type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** personal: the user's own e-mail account; school: a school's shared sign-in; roster: made for a child at a shared class tablet. */
export type AccountKind = 'personal' | 'school' | 'roster';

export type User = {
  id?: number;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  email: string;
  role: Role;
  profile_picture?: string | null;
  school?: string | null;
  newsletter_opt_in?: boolean;
  date_joined?: string;
  account_kind?: AccountKind;
  /** Present (true) only while the user is on a one-time password: every other signed-in call is refused until they change it. */
  must_change_password?: boolean;
};

export type Tokens = { access: string; refresh: string };

/** Every answer carries success and usually a message. */
export type ApiEnvelope = { success: boolean; message?: string };
export type ValidationErrors = Record<string, string[]>;

/** What a failed call answers: the catalogue code (docs/behaviour.md#errors) in error_code, field errors in errors. */
export type ApiErrorBody = ApiEnvelope & { success: false; error_code?: string; errors?: ValidationErrors };

// ── Authentication ──────────────────────────────────────────────────────────
export type LoginRequest = { email: string; password: string };
export type RegisterRequest = {
  email: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
  role: SelfRegisterRole;
  terms_accepted: boolean;
  newsletter_opt_in?: boolean;
};
export type AuthResponse = ApiEnvelope & { user: User; tokens: Tokens };

export type ProfileResponse = ApiEnvelope & { user: User };
export type ProfileUpdateRequest = Partial<Pick<User, 'first_name' | 'last_name' | 'email' | 'newsletter_opt_in'>> & {
  current_password?: string;
  new_password?: string;
  new_password_confirm?: string;
};
export type ProfileUpdateResponse = ApiEnvelope & { user: User };

export type RefreshRequest = { refresh: string };
/** docs/behaviour.md#api-calls: the refresh token in the answer is optional (the client keeps the old one then). */
export type RefreshResponse = { access: string; refresh?: string };

export type LogoutRequest = { refresh_token: string };

// ── Schools ────────────────────────────────────────────────────────────────
/** docs/behaviour.md#data-kept-on-the-device: role 'ogrenci' is shown as Öğrenci, any other value as Öğretmen. */
export type SchoolRoleCode = string;
export type SchoolLevel = { name: string; roles: SchoolRoleCode[] };
export type School = { slug: string; display_name: string; levels: SchoolLevel[] };
export type SchoolListResponse = ApiEnvelope & { schools: School[] };
export type SchoolResolveRequest = { school_slug: string; level: string; role: SchoolRoleCode };
export type SchoolResolveResponse = ApiEnvelope & { email?: string };

// ── Contact and newsletter ─────────────────────────────────────────────────
export const USER_TYPES = ['teacher', 'parent', 'student', 'administrator', 'researcher', 'other'] as const;
export type UserType = (typeof USER_TYPES)[number];
export type ContactRequest = {
  name: string;
  email: string;
  phone?: string;
  user_type: UserType;
  subject: string;
  message: string;
};
export type ContactResponse = ApiEnvelope & { data: { submission_id: string } };

export type NewsletterSubscribeRequest = { email: string };
export type NewsletterSubscribeResponse = ApiEnvelope;
export type NewsletterStatsResponse = ApiEnvelope & { stats: { subscribers: number } };

// ── Blog ───────────────────────────────────────────────────────────────────
export const CATEGORY_COLORS = ['primary', 'success', 'secondary', 'info', 'warning'] as const;
export type BlogCategory = { name: string; slug: string; color: string };
export type BlogTag = { id: number; name: string; slug: string };
export type RelatedPost = { id: number; slug: string; title: string; featured_image: string | null; category: BlogCategory };

export type Article = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image: string | null;
  published_at: string;
  updated_at: string;
  reading_time: number;
  author_name: string;
  author_role: string | null;
  likes_count: number;
  bookmarks_count: number;
  category: BlogCategory;
  tags: BlogTag[];
  related_posts: RelatedPost[];
  is_featured?: boolean;
};

/** A list item: the article without its body and related posts. */
export type ArticleSummary = Omit<Article, 'content' | 'related_posts'>;

export type BlogListQuery = { page?: number; category?: string; tag?: string; search?: string; featured?: boolean };
/** docs/behaviour.md#api-calls: the posts come as results.posts or posts. */
export type BlogListResponse = ApiEnvelope & {
  results?: { posts: ArticleSummary[] };
  posts?: ArticleSummary[];
  count: number;
  next: string | null;
  previous: string | null;
};
export type BlogPostResponse = ApiEnvelope & { post?: Article };
export type BlogFeaturedResponse = ApiEnvelope & { featured_posts: ArticleSummary[] };
export type BlogCategoriesResponse = ApiEnvelope & { categories: BlogCategory[] };
export type BlogTagsResponse = ApiEnvelope & { tags: BlogTag[] };
export type BlogSearchResponse = ApiEnvelope & { posts: ArticleSummary[]; results_count: number };
/** Each reaction route takes its own pair of actions: the like route refuses a bookmark's, and the other way round. */
export type BlogLikeRequest = { action: 'like' | 'unlike' };
export type BlogBookmarkRequest = { action: 'bookmark' | 'unbookmark' };
export type BlogLikeResponse = ApiEnvelope & { likes_count: number };
export type BlogBookmarkResponse = ApiEnvelope & { bookmarks_count: number };

// ── Error codes (docs/behaviour.md#errors) ──────────────────────────────────────────────────
export const ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'CURRENT_PASSWORD_WRONG',
  'EMAIL_ALREADY_EXISTS',
  'WEAK_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORDS_DONT_MATCH',
  'ACCOUNT_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'SESSION_EXPIRED',
  'FIELD_REQUIRED',
  'EMAIL_INVALID',
  'NAME_TOO_SHORT',
  'NETWORK_ERROR',
  'SERVER_ERROR',
  'UNKNOWN_ERROR',
  'NAME_REQUIRED',
  'EMAIL_REQUIRED',
  'USER_TYPE_INVALID',
  'SUBJECT_REQUIRED',
  'SUBJECT_TOO_SHORT',
  'SUBJECT_TOO_LONG',
  'MESSAGE_REQUIRED',
  'MESSAGE_TOO_SHORT',
  'MESSAGE_TOO_LONG',
  'PHONE_TOO_LONG',
  'CONTACT_SUBMISSION_FAILED',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'NO_TOKEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CONFLICT',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  /** A hand-in to a class its teacher archived: its homework is history now. */
  'CLASS_ARCHIVED',
  /** The school's shared account on a class tablet keeps no work of its own: a child picks their name first. */
  'CLASS_TABLET_ACCOUNT',
  /** A hand-in (or a change) to an assignment its teacher removed. */
  'ASSIGNMENT_REMOVED',
  /** A restore asked for after CLASSROOM_LIMITS.restoreDays: the removal stands. */
  'RESTORE_EXPIRED',
  /** Attendance on a day the school is closed (weekend, holiday, break, the school's own day off). */
  'ATTENDANCE_DAY_CLOSED',
  /** Attendance for a day that has not come yet (in Turkey's time). */
  'ATTENDANCE_FUTURE_DAY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Limits shared by the client's forms and the server's validation (docs/behaviour.md#validation, #limits-and-constants). */
export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  /** Longer passwords are refused before hashing: nobody should make the server hash a megabyte. */
  passwordMax: 128,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 1000,
  phoneMax: 20,
  /** The contact form's one "Ad soyad" field: a first and a last name of nameMax each, and a space. */
  contactNameMax: 100,
  passwordMin: 8,
  loginPasswordMin: 6,
  blogPageSize: 12,
  /** Blog search text: longer text is cut here, and only its first searchWordsMax different words are looked for. */
  searchMax: 100,
  searchWordsMax: 10,
  /** Category and tag slugs in a blog query; no real one comes near it. */
  slugMax: 100,
} as const;

/** docs/behaviour.md#api-calls API paths. */
export const API_PATHS = {
  login: '/api/auth/login/',
  register: '/api/auth/register/',
  profile: '/api/auth/profile/',
  profileUpdate: '/api/auth/profile/update/',
  refresh: '/api/auth/token/refresh/',
  logout: '/api/auth/logout/',
  schools: '/api/schools/list/',
  schoolResolve: '/api/schools/resolve/',
  contact: '/api/contact/submit/',
  newsletterStats: '/api/newsletter/stats/',
  newsletterSubscribe: '/api/newsletter/subscribe/',
  blogPosts: '/api/blog/posts/',
  blogPost: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/`,
  blogFeatured: '/api/blog/featured/',
  blogCategories: '/api/blog/categories/',
  blogTags: '/api/blog/tags/',
  blogSearch: '/api/blog/search/',
  blogLike: (id: number) => `/api/blog/posts/${id}/like/`,
  blogBookmark: (id: number) => `/api/blog/posts/${id}/bookmark/`,
} as const;

/** A 429 or 503 says in Retry-After when to come back: in seconds, or as an HTTP date. Seconds from `now`. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (value.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}
