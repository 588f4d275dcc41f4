/**
 * The schema, as an ordered list: entry n moves a database from version n to n + 1.
 * Never edit an entry that has shipped; append a new one.
 * Machine times (token expiry, rate windows) are integer milliseconds; dates shown to people are ISO text.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: accounts and sessions
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('student', 'teacher', 'parent', 'administrator')),
    school TEXT,
    profile_picture TEXT,
    newsletter_opt_in INTEGER NOT NULL DEFAULT 0,
    date_joined TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  -- Only a hash of each refresh token is stored: a copied database file cannot be used to sign in.
  CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    family_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
  CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);
  `,
  // 2: schools, their class levels, and the shared account behind each school + level + role
  `
  CREATE TABLE schools (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    display_name TEXT NOT NULL,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE school_levels (
    id INTEGER PRIMARY KEY,
    school_id INTEGER NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    UNIQUE (school_id, name)
  );
  CREATE TABLE school_accounts (
    level_id INTEGER NOT NULL REFERENCES school_levels(id) ON DELETE CASCADE,
    role_code TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (level_id, role_code)
  );
  `,
  // 3: public posts (contact, newsletter) and the answers replayed for their Idempotency-Key
  `
  CREATE TABLE contact_submissions (
    id INTEGER PRIMARY KEY,
    submission_id TEXT UNIQUE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    user_type TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE newsletter_subscribers (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    subscribed_at TEXT NOT NULL
  );
  CREATE TABLE idempotency_keys (
    key TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status_code INTEGER NOT NULL,
    response_json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (key, endpoint)
  );
  CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
  `,
  // 4: the blog
  `
  CREATE TABLE blog_categories (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE blog_tags (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL
  );
  CREATE TABLE blog_posts (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    excerpt TEXT NOT NULL,
    content TEXT NOT NULL,
    featured_image TEXT,
    published_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    reading_time INTEGER NOT NULL,
    author_name TEXT NOT NULL,
    author_role TEXT,
    category_id INTEGER NOT NULL REFERENCES blog_categories(id),
    is_featured INTEGER NOT NULL DEFAULT 0,
    -- Reactions sent without a sign-in have no owner to dedupe by, so they are plain counters.
    anonymous_likes INTEGER NOT NULL DEFAULT 0 CHECK (anonymous_likes >= 0),
    anonymous_bookmarks INTEGER NOT NULL DEFAULT 0 CHECK (anonymous_bookmarks >= 0),
    -- Title, excerpt, text and tag names folded (case and Turkish letters), for LIKE search.
    search_text TEXT NOT NULL
  );
  CREATE INDEX blog_posts_published ON blog_posts(published_at DESC, id DESC);
  CREATE INDEX blog_posts_category ON blog_posts(category_id);
  CREATE TABLE blog_post_tags (
    post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
    tag_id INTEGER NOT NULL REFERENCES blog_tags(id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, tag_id)
  );
  CREATE INDEX blog_post_tags_tag ON blog_post_tags(tag_id);
  CREATE TABLE blog_likes (
    post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (post_id, user_id)
  );
  CREATE TABLE blog_bookmarks (
    post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (post_id, user_id)
  );
  `,
  // 5: a refresh answer lost on the way (weak school Wi-Fi) can be fetched again for a short while:
  // the rotated token remembers its successor and, encrypted, the pair that was sent.
  `
  ALTER TABLE refresh_tokens ADD COLUMN rotated_at INTEGER;
  ALTER TABLE refresh_tokens ADD COLUMN successor_hash TEXT;
  ALTER TABLE refresh_tokens ADD COLUMN sent_pair TEXT;
  `,
];
