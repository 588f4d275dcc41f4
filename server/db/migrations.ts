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
  // 6: the classroom (docs/architecture.md#the-two-outboxes). A shared school account signs a child in by picture code only on
  // its own school's rosters, so accounts say what kind they are; a roster account is one a child
  // got at a tablet sign-in, with no password anyone knows.
  `
  ALTER TABLE users ADD COLUMN account_kind TEXT NOT NULL DEFAULT 'personal' CHECK (account_kind IN ('personal', 'school', 'roster'));
  ALTER TABLE users ADD COLUMN last_seen_at TEXT;
  UPDATE users SET account_kind = 'school' WHERE id IN (SELECT user_id FROM school_accounts);

  CREATE TABLE classes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    subject TEXT NOT NULL,
    grade TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'archived')),
    description TEXT NOT NULL DEFAULT '',
    school TEXT,
    teacher_id INTEGER NOT NULL REFERENCES users(id),
    join_code TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX classes_teacher ON classes(teacher_id);
  CREATE INDEX classes_school ON classes(school);

  -- A name on a class list; user_id once the child has an account (e-mail, join code or tablet).
  CREATE TABLE enrolments (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    number TEXT,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'graduated', 'dropped')),
    -- Only a keyed hash: a copied database file must not tell anyone a child's picture code.
    picture_code_hash TEXT,
    joined_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (class_id, user_id)
  );
  CREATE INDEX enrolments_user ON enrolments(user_id);

  CREATE TABLE guardian_links (
    parent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    student_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (parent_id, student_id)
  );

  CREATE TABLE lessons (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    content_kind TEXT NOT NULL,
    content_ref TEXT,
    content_part TEXT,
    planned_for TEXT
  );
  CREATE INDEX lessons_class ON lessons(class_id, position);

  CREATE TABLE attendance_sheets (
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    date TEXT NOT NULL,
    version INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (class_id, date)
  );
  CREATE TABLE attendance_records (
    class_id INTEGER NOT NULL,
    date TEXT NOT NULL,
    enrolment_id INTEGER NOT NULL REFERENCES enrolments(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('present', 'absent', 'late', 'excused')),
    PRIMARY KEY (class_id, date, enrolment_id),
    FOREIGN KEY (class_id, date) REFERENCES attendance_sheets(class_id, date) ON DELETE CASCADE
  );
  CREATE INDEX attendance_records_enrolment ON attendance_records(enrolment_id);

  CREATE TABLE assignments (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    instructions TEXT NOT NULL DEFAULT '',
    content_kind TEXT NOT NULL,
    content_ref TEXT,
    content_part TEXT,
    outcomes_json TEXT NOT NULL DEFAULT '[]',
    -- The answer key: read by scoring only, never sent to a student or a parent.
    answer_key_json TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published', 'closed')),
    publish_at TEXT,
    due_at TEXT NOT NULL,
    audience TEXT NOT NULL DEFAULT 'class' CHECK (audience IN ('class', 'students')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX assignments_class ON assignments(class_id);
  CREATE TABLE assignment_students (
    assignment_id INTEGER NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
    enrolment_id INTEGER NOT NULL REFERENCES enrolments(id) ON DELETE CASCADE,
    PRIMARY KEY (assignment_id, enrolment_id)
  );

  -- Append-only (docs/architecture.md#the-two-outboxes): every hand-in is a row; only grading changes one, under its version.
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY,
    assignment_id INTEGER NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
    student_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    answers_json TEXT NOT NULL DEFAULT '{}',
    text TEXT NOT NULL DEFAULT '',
    photo TEXT,
    auto_score INTEGER,
    score INTEGER,
    feedback TEXT NOT NULL DEFAULT '',
    completed_at TEXT NOT NULL,
    received_at TEXT NOT NULL,
    late INTEGER NOT NULL,
    graded_at TEXT,
    returned_at TEXT,
    version INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX submissions_work ON submissions(assignment_id, student_id, id);
  CREATE INDEX submissions_student ON submissions(student_id);
  `,
  // 7: progress events and class timetables (issue 16). Events are append-only: the device makes the
  // id once, so the same event sent twice is one row. `at` is the device's time, bounded on arrival;
  // `received_at` is the server's, which the daily cap counts.
  `
  CREATE TABLE progress_events (
    id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    ref TEXT NOT NULL,
    outcomes_json TEXT NOT NULL DEFAULT '[]',
    correct INTEGER,
    mixed_review INTEGER NOT NULL DEFAULT 0,
    difficulty TEXT NOT NULL DEFAULT 'medium',
    minutes INTEGER,
    -- Homework only, decided by the server from the assignment's due time.
    on_time INTEGER,
    at TEXT NOT NULL,
    received_at TEXT NOT NULL,
    PRIMARY KEY (user_id, id)
  );
  CREATE INDEX progress_events_user_at ON progress_events(user_id, at);
  CREATE INDEX progress_events_user_received ON progress_events(user_id, received_at);

  CREATE TABLE timetables (
    class_id INTEGER PRIMARY KEY REFERENCES classes(id) ON DELETE CASCADE,
    slots_json TEXT NOT NULL DEFAULT '[]',
    version INTEGER NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // 8: the EtkiBot assistant. It runs on the device; the server keeps its settings and, only while a
  // school lets teachers see flagged chats, the questions the device flagged (masked there). Schools
  // are named by text in users and classes, so the school's switch is keyed by that name. A flag is
  // one row per device-made id; the classes it was asked in (the student's active classes in schools
  // that allowed it then) are kept beside it, so it never follows the child to a later class.
  // A class's row holds both of its settings though a teacher may have changed only one: a NULL limit
  // is one nobody chose (the code's default applies, so changing the default reaches it), and
  // reveal_answers starts at its default, true (EtkiBot may show a sample question's answer after hints).
  `
  CREATE TABLE class_assistant_settings (
    class_id INTEGER PRIMARY KEY REFERENCES classes(id) ON DELETE CASCADE,
    daily_limit INTEGER CHECK (daily_limit BETWEEN 1 AND 100),
    reveal_answers INTEGER NOT NULL DEFAULT 1 CHECK (reveal_answers IN (0, 1)),
    updated_at TEXT NOT NULL
  );
  CREATE TABLE school_assistant_settings (
    school TEXT PRIMARY KEY,
    share_flagged INTEGER NOT NULL DEFAULT 0 CHECK (share_flagged IN (0, 1)),
    updated_at TEXT NOT NULL
  );
  CREATE TABLE assistant_flags (
    student_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('crisis', 'profanity')),
    text TEXT NOT NULL,
    at TEXT NOT NULL,
    received_at TEXT NOT NULL,
    PRIMARY KEY (student_id, id)
  );
  CREATE INDEX assistant_flags_received ON assistant_flags(student_id, received_at);
  CREATE TABLE assistant_flag_classes (
    student_id INTEGER NOT NULL,
    flag_id TEXT NOT NULL,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    PRIMARY KEY (student_id, flag_id, class_id),
    FOREIGN KEY (student_id, flag_id) REFERENCES assistant_flags(student_id, id) ON DELETE CASCADE
  );
  CREATE INDEX assistant_flag_classes_class ON assistant_flag_classes(class_id);
  `,
  // 9: announcements (issue 18) to a class, a grade of a school or a whole school. audience_key is the
  // shared audience rule's key (shared/announcements), kept so "what reaches me" is one indexed IN;
  // the kind, class and grade beside it are what the answer shows. Read state is a row per reader.
  `
  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY,
    author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    school TEXT,
    audience_kind TEXT NOT NULL CHECK (audience_kind IN ('class', 'grade', 'school')),
    class_id INTEGER REFERENCES classes(id) ON DELETE CASCADE,
    grade TEXT,
    audience_key TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    due_at TEXT,
    assignment_id INTEGER REFERENCES assignments(id) ON DELETE SET NULL,
    experiment_id TEXT,
    created_at TEXT NOT NULL,
    CHECK ((audience_kind = 'class') = (class_id IS NOT NULL)),
    CHECK ((audience_kind = 'grade') = (grade IS NOT NULL)),
    CHECK (assignment_id IS NULL OR experiment_id IS NULL)
  );
  CREATE INDEX announcements_audience ON announcements(audience_key, created_at);
  CREATE INDEX announcements_author ON announcements(author_id, created_at);
  CREATE TABLE announcement_reads (
    announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    read_at TEXT NOT NULL,
    PRIMARY KEY (announcement_id, user_id)
  );
  CREATE INDEX announcement_reads_user ON announcement_reads(user_id);
  `,
  // 10: kit shipping tracking (issue 18). Orders belong to a school by its name, as classes do. The
  // `ordered` step is the order's own ordered_at, stored once; every later step is a row (a timeline
  // only grows), with who made it (NULL: the supplier) and when the server got it beside the device's time.
  `
  CREATE TABLE kit_orders (
    id INTEGER PRIMARY KEY,
    school TEXT NOT NULL,
    kit_id TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    ordered_at TEXT NOT NULL
  );
  CREATE INDEX kit_orders_school ON kit_orders(school, ordered_at);
  CREATE TABLE kit_order_events (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES kit_orders(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('preparing', 'shipped', 'out_for_delivery', 'delivered', 'problem')),
    at TEXT NOT NULL,
    carrier TEXT,
    tracking_number TEXT,
    reason TEXT CHECK (reason IN ('missing_item', 'damaged_item', 'lost', 'other')),
    note TEXT,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    received_at TEXT NOT NULL
  );
  CREATE INDEX kit_order_events_order ON kit_order_events(order_id, id);
  `,
  // 11: the administrator's teacher management. An account can be switched off (it cannot sign in, its
  // sessions end) and back on; an invited teacher starts on a one-time password that must be changed
  // before anything else; a teacher's branch is free text (e.g. "Fen Bilimleri"), NULL when not given.
  `
  ALTER TABLE users ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
  ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1));
  ALTER TABLE users ADD COLUMN branch TEXT;
  CREATE INDEX users_school_role ON users(school, role);
  `,
  // 12 (issue 42, claim codes): a join never takes a line by name. Each line says how it came (typed
  // by the teacher, made by a join, or claimed) and when an account took it; older lines are the
  // teacher's with no known time. A claim code is kept only as a keyed hash, one per line, until it
  // is spent, replaced or expired (`expires_at` in milliseconds).
  `
  ALTER TABLE enrolments ADD COLUMN origin TEXT NOT NULL DEFAULT 'teacher' CHECK (origin IN ('teacher', 'joined', 'claimed'));
  ALTER TABLE enrolments ADD COLUMN linked_at TEXT;
  CREATE TABLE claim_codes (
    enrolment_id INTEGER PRIMARY KEY REFERENCES enrolments(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  // 13 (issue 42, hand-ins): whether a student sees the auto score at once (practice) or after grading
  // or the due time (the default, so old assignments hide it too); hand-ins counted per student and
  // day read received_at, so it is indexed.
  `
  ALTER TABLE assignments ADD COLUMN reveal TEXT NOT NULL DEFAULT 'after_grading' CHECK (reveal IN ('after_grading', 'at_once'));
  CREATE INDEX submissions_student_received ON submissions(student_id, received_at);
  `,
  // 14 (issue 42, KVKK): who opened a student's record (one row per reader, student and part within
  // a few minutes), the exports and erasures of a student with who did them, and when a student was
  // erased. Rows name people by id only, so an erased student's log keeps no name; the logs outlive
  // the accounts they name (no foreign keys), as a record of what was done must.
  `
  ALTER TABLE users ADD COLUMN erased_at TEXT;
  CREATE TABLE read_log (
    id INTEGER PRIMARY KEY,
    reader_id INTEGER NOT NULL,
    student_id INTEGER NOT NULL,
    part TEXT NOT NULL CHECK (part IN ('progress', 'homework', 'contact')),
    read_at TEXT NOT NULL
  );
  CREATE INDEX read_log_student ON read_log(student_id, read_at);
  CREATE INDEX read_log_reader ON read_log(reader_id, student_id, part, read_at);
  CREATE TABLE privacy_actions (
    id INTEGER PRIMARY KEY,
    student_id INTEGER NOT NULL,
    actor_id INTEGER NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('export', 'erase')),
    at TEXT NOT NULL
  );
  CREATE INDEX privacy_actions_student ON privacy_actions(student_id, at);
  `,
  // 15 (issue 42, picture codes): wrong picture codes counted per child, per class tablet (school
  // account + address) and per class, each with its lock-out and how many lock-outs this school day
  // (the next one lasts longer), kept in the database so a restart forgives nothing and the teacher
  // sees a child's failures. A picture-code sign-in's refresh family carries the moment it ends
  // (never past the school day); NULL for every other session.
  `
  CREATE TABLE picture_code_budgets (
    scope TEXT NOT NULL CHECK (scope IN ('child', 'tablet', 'class')),
    key TEXT NOT NULL,
    day TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    failures_today INTEGER NOT NULL DEFAULT 0,
    level INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER,
    PRIMARY KEY (scope, key)
  );
  ALTER TABLE refresh_tokens ADD COLUMN tablet_until INTEGER;
  `,
  // 16 (issue 43, closing): when the teacher closed hand-ins, so work finished before then still counts
  // when it arrives (already closed rows take their last change as the closing); a hand-in finished after
  // closing is kept but held, not counted, until the teacher accepts it (accepted_at: when, NULL otherwise).
  `
  ALTER TABLE assignments ADD COLUMN closed_at TEXT;
  UPDATE assignments SET closed_at = updated_at WHERE status = 'closed';
  ALTER TABLE submissions ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
  ALTER TABLE submissions ADD COLUMN accepted_at TEXT;
  `,
  // 17 (issue 44, the teacher's and the parent's week). Assignments, lessons and announcements are
  // removed softly (removed_at) so they can be restored for 30 days. A student's own terms on one
  // assignment (a later due time, or excused) sit beside the audience list. A score given for work done
  // on paper is a submission row the teacher made (on_paper = 1, nothing handed in). A parent code is
  // one per class-list line, kept as a keyed hash until spent or expired. A school's own days off are
  // rows of its calendar, keyed by the schools row. Notifications are one row per recipient, read or not.
  `
  ALTER TABLE assignments ADD COLUMN removed_at TEXT;
  ALTER TABLE lessons ADD COLUMN removed_at TEXT;
  ALTER TABLE announcements ADD COLUMN removed_at TEXT;
  CREATE TABLE assignment_student_terms (
    assignment_id INTEGER NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
    enrolment_id INTEGER NOT NULL REFERENCES enrolments(id) ON DELETE CASCADE,
    due_at TEXT,
    excused INTEGER NOT NULL DEFAULT 0 CHECK (excused IN (0, 1)),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (assignment_id, enrolment_id)
  );
  ALTER TABLE submissions ADD COLUMN on_paper INTEGER NOT NULL DEFAULT 0 CHECK (on_paper IN (0, 1));
  CREATE TABLE parent_codes (
    enrolment_id INTEGER PRIMARY KEY REFERENCES enrolments(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL,
    created_by INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE school_days_off (
    id INTEGER PRIMARY KEY,
    school_id INTEGER NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
    start TEXT NOT NULL,
    end TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('break', 'holiday', 'snow', 'other')),
    label TEXT NOT NULL,
    created_by INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    CHECK (start <= end)
  );
  CREATE INDEX school_days_off_school ON school_days_off(school_id, start);
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('assignment_new', 'assignment_changed', 'work_graded', 'work_returned', 'announcement_new')),
    -- What it is about (an assignment's or announcement's title) and the kind's own facts as JSON
    -- (e.g. which fields changed): the app words them in Turkish, the server stores no sentence.
    subject TEXT NOT NULL,
    details_json TEXT NOT NULL DEFAULT '{}',
    link TEXT,
    created_at TEXT NOT NULL,
    read_at TEXT
  );
  CREATE INDEX notifications_user ON notifications(user_id, id);
  `,
];
