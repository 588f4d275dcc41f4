/**
 * The classroom's API contract (docs/architecture.md#the-two-outboxes): docs/behaviour.md#data-kept-on-the-device names classes, their students and their
 * statuses but shows no calls for them, so these shapes are ours, written once for the client and
 * `server/`. Field names follow the server's snake_case; ids are numbers. Every answer carries
 * `success` and, on failure, the docs/behaviour.md#errors error shape (`error_code`, `message`, Turkish `errors`).
 * The pure rules both sides must agree on (a submission's state, lateness, auto-scoring) live here too.
 */
import type { ApiEnvelope } from './contract.ts';
import type { LinkedParent } from './guardians.ts';

// ── Vocabularies ───────────────────────────────────────────────────────────

/** docs/behaviour.md#data-kept-on-the-device subjects (also the profile's interests). */
export const SUBJECTS = [
  'math',
  'science',
  'physics',
  'chemistry',
  'biology',
  'turkish',
  'english',
  'history',
  'geography',
  'programming',
  'robotics',
  'stem',
  'art',
  'music',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** docs/behaviour.md#data-kept-on-the-device: a class's grade is a school year (1–12) or mixed. */
export const CLASS_GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'mixed'] as const;
export type ClassGrade = (typeof CLASS_GRADES)[number];

export const CLASS_STATUSES = ['active', 'completed', 'archived'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** docs/behaviour.md#data-kept-on-the-device student-in-class statuses. */
export const ENROLMENT_STATUSES = ['active', 'inactive', 'graduated', 'dropped'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Attendance for one lesson date: var, yok, geç, izinli. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** docs/behaviour.md#what-the-product-offers: the six content kinds of an experiment; an assignment may name one of them. */
export const EXPERIMENT_PARTS = ['review', 'procedure', 'questions', 'activity', 'documents', 'story'] as const;
export type ExperimentPart = (typeof EXPERIMENT_PARTS)[number];

export const CONTENT_KINDS = ['experiment', 'tool', 'free'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What an assignment or a lesson points at: a whole experiment or one of its parts, a tool, or a free task (no ref). */
export type ContentRef = {
  kind: ContentKind;
  /** Experiment or tool id; null for a free task. */
  ref: string | null;
  /** For an experiment: one content kind only; omitted or null for the whole experiment. */
  part?: ExperimentPart | null;
};

/** Stored status of an assignment. A scheduled one whose publish time has come is answered as published. */
export type AssignmentStatus = 'draft' | 'scheduled' | 'published' | 'closed';

/**
 * A student's state for one assignment, derived from the assignment and their latest submission (never stored).
 * held: handed in after the teacher closed hand-ins, kept but not counted until the teacher accepts it.
 * excused: the teacher let this one student off ("muaf"): never missing or late, and in no average.
 */
export const SUBMISSION_STATES = ['assigned', 'submitted', 'late', 'missing', 'graded', 'returned', 'held', 'excused'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** When a student (and their parent) sees the auto score: once the teacher grades or the due time passes, or at once (practice work). */
export const ASSIGNMENT_REVEALS = ['after_grading', 'at_once'] as const;
export type AssignmentReveal = (typeof ASSIGNMENT_REVEALS)[number];

export const CLASSROOM_LIMITS = {
  classNameMin: 2,
  classNameMax: 60,
  descriptionMax: 500,
  /** A school list's number: digits only, at most this many. */
  studentNumberMax: 6,
  studentsPerClass: 60,
  /** Lines one pasted roster may hold (a class is at most studentsPerClass). */
  pasteLinesMax: 60,
  /** Join codes are this many letters and digits without look-alikes (0/O, 1/I). */
  joinCodeLength: 6,
  titleMin: 3,
  titleMax: 120,
  instructionsMax: 2000,
  lessonsPerClass: 80,
  outcomesMax: 20,
  outcomeCodeMax: 20,
  questionsMax: 50,
  /** A free task's written answer. */
  answerTextMax: 4000,
  /** A free task's photo, as a data: URL of a JPEG the client shrank (the route allows this body size). */
  photoMaxBytes: 400_000,
  /** A photo's longest side in pixels (the client sends at most 1024). */
  photoMaxSide: 4096,
  /** Hand-ins one student may make of one assignment, counted afresh after the teacher sends it back. */
  handInsPerAssignment: 10,
  /** Hand-ins one student may make in any 24 hours, over all their assignments. */
  handInsPerDay: 60,
  /** Photos kept per student and assignment: older hand-ins keep their text and answers, not their photo. */
  photosKeptPerAssignment: 3,
  feedbackMax: 1000,
  scoreMin: 0,
  scoreMax: 100,
  /** The picture code a shared-tablet student signs in with: this many emoji from PICTURE_CODE_EMOJI. */
  pictureCodeLength: 4,
  /** A removed assignment, lesson or announcement can be restored for this many days; later a restore answers 410 RESTORE_EXPIRED. */
  restoreDays: 30,
} as const;

/**
 * The picture-code alphabet: easy to tell apart and to name for a 6-year-old. 12 pictures, 4 in a
 * row: 20 736 codes, and the server limits wrong tries per student.
 */
export const PICTURE_CODE_EMOJI = ['🐱', '🐶', '🐸', '🦊', '🐻', '🐼', '🍎', '🍌', '⭐', '🌙', '⚽', '🚗'] as const;
export type PictureEmoji = (typeof PICTURE_CODE_EMOJI)[number];

/**
 * How many wrong picture codes pause sign-in, and for how long. Each budget counts wrong codes in a
 * window of `windowMinutes`; when one runs out its sign-ins pause for the next step of
 * `lockoutMinutes` (the same school day's first, then second lock-out), and from the third on until
 * the next school day starts or the class's teacher unlocks. A "tablet" is one school account at one
 * address (a school's building shares one); a class's budget holds over all its tablets.
 * A picture-code session lasts `sessionHours` at most and never past `schoolDayEndHour` (Türkiye's time, UTC+3);
 * one begun after that hour lasts `afterHoursSessionMinutes`.
 */
export const PICTURE_CODE_LIMITS = {
  windowMinutes: 15,
  perChild: 5,
  perTablet: 30,
  perClass: 20,
  lockoutMinutes: [15, 60],
  schoolDayStartHour: 7,
  schoolDayEndHour: 18,
  sessionHours: 8,
  afterHoursSessionMinutes: 60,
} as const;

/** For the class's staff: a child's wrong picture codes since the school day began, and until when their sign-in is paused (null: it is not). */
export type PictureSignIn = { failures_today: number; locked_until: string | null };

/** Join-code alphabet: no 0/O or 1/I/L, so a code read off the board is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A claim code: the one-time proof a teacher prints for one child, so that the child's own account
 * takes the line the teacher typed. Letters of the join-code alphabet (31^8 codes), shown in groups
 * of `group`; it expires after `validDays` and a new one replaces the old.
 */
export const CLAIM_CODE = { length: 8, group: 4, validDays: 14 } as const;

/**
 * A claim code as a child typed it: spaces and dashes between the groups are dropped and letters go
 * to capitals by Turkish rules (so a lower-case ı or i becomes I or İ, which no code holds, rather than
 * being silently read as another letter). Both the form and the server read a code through this.
 */
export function normaliseClaimCode(text: string): string {
  return text.replace(/[\s\-–—.]/g, '').toLocaleUpperCase('tr-TR');
}

/** Could this (normalised) text be a claim code at all: the right length, and letters only from the alphabet? */
export function isClaimCodeShape(code: string): boolean {
  return code.length === CLAIM_CODE.length && Array.from(code).every((letter) => JOIN_CODE_ALPHABET.includes(letter));
}

/** A code as printed on the child's card: groups of four split by a dash (ABCD-EFGH), easier to copy letter by letter. */
export function formatClaimCode(code: string): string {
  const letters = normaliseClaimCode(code);
  const groups: string[] = [];
  for (let start = 0; start < letters.length; start += CLAIM_CODE.group) groups.push(letters.slice(start, start + CLAIM_CODE.group));
  return groups.join('-');
}

/** How a roster line came to be: typed by the teacher, made by a join with the class code, or taken with a claim code or the teacher's merge. */
export type EnrolmentOrigin = 'teacher' | 'joined' | 'claimed';

/** A MEB outcome code as the experiments carry it, e.g. F.5.3.1.1 or FB.5.1.1.1. */
export const OUTCOME_CODE_PATTERN = /^[A-ZÇĞİÖŞÜ]{1,4}(\.\d{1,2}){2,5}$/;

// ── Classes ────────────────────────────────────────────────────────────────

/**
 * A student on a class's roster. Contact fields are shown to the class's teacher and the school's
 * administrator only, and only for a child of the class's school (null otherwise).
 */
export type ClassStudent = {
  /** The enrolment's id (a student in two classes has two). */
  id: number;
  /** The student's user id once an account is linked (e-mail account, join code, or a tablet sign-in). */
  user_id: number | null;
  number: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  parent_name: string | null;
  status: EnrolmentStatus;
  /** Average score (0–100) of the student's graded work in this class; null before any. */
  grade_average: number | null;
  /** Share (0–100) of recorded lesson dates the student was present or late; null before any. */
  attendance_rate: number | null;
  /** Null: never signed in. Absent for the staff of a class outside the child's school, who see names only (no contact either). */
  last_seen?: string | null;
  /** Share (0–100) of the class's published assignments the student has handed in. */
  progress: number;
  has_account: boolean;
  has_picture_code: boolean;
  joined_at: string;
  origin: EnrolmentOrigin;
  /** May an account still take this line (by claim code or merge): active, and no personal account holds it. Staff only. */
  claimable: boolean;
  /** When an account took this line (by join, claim or merge); null while none has, or for lines older than this field. */
  linked_at: string | null;
  /** Shown to the class's staff only. */
  picture_sign_in?: PictureSignIn;
  /** The child's linked parents, oldest link first: for the class's staff, and only for a child of the class's school (as parent_name). */
  parents?: LinkedParent[];
};

/** The class's lesson plan, in order. */
export type Lesson = {
  id: number;
  position: number;
  title: string;
  content: ContentRef;
  /** The day it is planned for, yyyy-mm-dd, if any. */
  planned_for: string | null;
  /** Only on the teacher's list of removed lessons (restorable for restoreDays): when it was removed. */
  removed_at?: string | null;
};

export type ClassSummary = {
  id: number;
  name: string;
  subject: Subject;
  grade: ClassGrade;
  status: ClassStatus;
  description: string;
  school: string | null;
  teacher_id: number;
  teacher_name: string;
  student_count: number;
  lesson_count: number;
  assignment_count: number;
  /** Average of graded scores across the class (0–100); null before any. */
  performance: number | null;
  /** Shown to the class's teacher and the school's administrator only. */
  join_code?: string;
  /** For a student or a parent: the class is outside the child's school (or outside any school), so who teaches it is shown. */
  outside_school?: boolean;
  /** May the caller change this class (its teacher)? The server decides; the client only hides buttons. */
  can_edit: boolean;
  created_at: string;
  updated_at: string;
};

export type ClassDetail = ClassSummary & { students: ClassStudent[]; lessons: Lesson[] };

export type ClassCreateRequest = { name: string; subject: Subject; grade: ClassGrade; description?: string };
/** Any subset; `status` archives or completes a class. */
export type ClassUpdateRequest = Partial<ClassCreateRequest & { status: ClassStatus }>;
/** A copy keeps subject, grade, description and lesson plan; with `include_students` the active roster too. Assignments stay behind. */
export type ClassCopyRequest = { name: string; include_students?: boolean };

export type StudentAddRequest = { first_name: string; last_name: string; number?: string | null };
/** A pasted school list, already split into names by the client (and checked again by the server). */
export type StudentBulkAddRequest = { students: StudentAddRequest[] };
export type StudentUpdateRequest = Partial<StudentAddRequest & { status: EnrolmentStatus; picture_code: PictureEmoji[] | null }>;
/** New picture codes for several active children of the class at once (at most studentsPerClass), for printed cards; answers their rows. */
export type PictureCodesSetRequest = { codes: { student_id: number; picture_code: PictureEmoji[] }[] };
/** Without a valid claim code the joiner gets a new line of their own; a wrong one is refused (and counted). */
export type ClassJoinRequest = { join_code: string; claim_code?: string };
/** Shown before joining: whose class it is, and whether it is outside the student's school. */
export type ClassJoinPreview = {
  class_name: string;
  subject: Subject;
  grade: ClassGrade;
  teacher_name: string;
  school: string | null;
  outside_school: boolean;
  already_member: boolean;
};
export type ClassJoinPreviewResponse = ApiEnvelope & { preview: ClassJoinPreview };
export type ClaimCodeResponse = ApiEnvelope & { code: string; expires_at: string };
/** A self-joined line goes into `into`, an unlinked line of the same class, which gets its account. */
export type StudentMergeRequest = { into: number };

export type LessonInput = { title: string; content: ContentRef; planned_for?: string | null };
export type LessonsReplaceRequest = { lessons: LessonInput[] };

export type ClassListResponse = ApiEnvelope & { classes: ClassSummary[] };
export type ClassResponse = ApiEnvelope & { class: ClassDetail };
export type StudentResponse = ApiEnvelope & { student: ClassStudent };
export type StudentsResponse = ApiEnvelope & { students: ClassStudent[] };
export type LessonsResponse = ApiEnvelope & { lessons: Lesson[] };
/** DELETE of a lesson and its restore answer the class's plan as it now stands. */
export type RemovedLessonsResponse = ApiEnvelope & { lessons: (Lesson & { removed_at: string })[] };

// ── Attendance ─────────────────────────────────────────────────────────────

export type AttendanceRecord = { student_id: number; status: AttendanceStatus };
/** One lesson date's sheet. `version` is 0 before anything was recorded that day. */
export type AttendanceSheet = { class_id: number; date: string; records: AttendanceRecord[]; version: number; updated_at: string | null };
/** Records for some or all students; `version` is the sheet's version the edit started from. */
export type AttendanceSaveRequest = { records: AttendanceRecord[]; version: number };
export type AttendanceResponse = ApiEnvelope & { sheet: AttendanceSheet };
/** 409 CONFLICT: the sheet changed since `version`; the current one is sent to choose from. */
export type AttendanceConflict = ApiEnvelope & { success: false; error_code: 'CONFLICT'; current: AttendanceSheet };

/**
 * Why no attendance is taken on a day (the school's calendar): a weekend, a national or religious
 * holiday, a break (the summer too) or the school's own day off. A weekday of a school year whose MEB
 * terms the app does not hold is not among them: the teacher taking the register knows the school is
 * open, and the breaks the school enters as days off are refused. Future days are refused apart from
 * these (ATTENDANCE_FUTURE_DAY).
 */
export type AttendanceClosedReason = 'weekend' | 'holiday' | 'break' | 'school_day_off';
export type AttendanceCounts = Record<AttendanceStatus, number>;
/** One roster line of a month's register: its marks by day (days with no mark are left out) and their counts. */
export type AttendanceMonthStudent = {
  id: number;
  number: string | null;
  full_name: string;
  marks: Record<string, AttendanceStatus>;
  counts: AttendanceCounts;
};
/**
 * A class's register for one month (`month` is yyyy-mm): its school days (and any other day a
 * register was kept on), every closed day with its reason, and each student's marks. Students are
 * the active roster plus anyone marked that month.
 */
export type AttendanceMonth = {
  class_id: number;
  month: string;
  days: string[];
  closed_days: { date: string; reason: AttendanceClosedReason; label: string | null }[];
  students: AttendanceMonthStudent[];
};
export type AttendanceMonthResponse = ApiEnvelope & { attendance: AttendanceMonth };
/** A student's days away or late, newest first. */
export type StudentAttendanceDay = { date: string; class_id: number; class_name: string; status: Extract<AttendanceStatus, 'absent' | 'late'> };
/**
 * A student's attendance in the current school year (from `from`, 1 September): counts per class and
 * the days they were absent or late. A teacher sees only their own classes' days.
 */
export type StudentAttendance = {
  student_id: number;
  from: string;
  classes: { class_id: number; class_name: string; counts: AttendanceCounts }[];
  days: StudentAttendanceDay[];
};
export type StudentAttendanceResponse = ApiEnvelope & { attendance: StudentAttendance };

// ── Assignments, homework, submissions ─────────────────────────────────────

export type AnswerKeyEntry = { id: string; correct_index: number };

export type StateCounts = Record<SubmissionState, number>;

export type Assignment = {
  id: number;
  class_id: number;
  class_name: string;
  title: string;
  instructions: string;
  content: ContentRef;
  /** MEB outcome codes of the content, carried with the assignment. */
  outcomes: string[];
  /** How many auto-scored questions it has (0 for none). */
  question_count: number;
  /** The questions' ids, in order (never the answers). */
  question_ids: string[];
  status: AssignmentStatus;
  publish_at: string | null;
  due_at: string;
  audience: 'class' | 'students';
  /** Enrolment ids when the audience is selected students. */
  student_ids: number[];
  reveal: AssignmentReveal;
  /** When the teacher closed hand-ins; null while it is not closed. */
  closed_at: string | null;
  /** For a student or a parent: the class is archived, so the work is history, no longer to do. */
  class_archived: boolean;
  /** Set on a removed assignment (only its teacher sees it, on the list of removed work, restorable for restoreDays). */
  removed_at?: string | null;
  created_at: string;
  updated_at: string;
};

/** The teacher's view: counts of every state, and whether the caller may change it. */
export type TeacherAssignment = Assignment & { counts: StateCounts; can_edit: boolean };

export type AssignmentCreateRequest = {
  class_id: number;
  title: string;
  instructions?: string;
  content: ContentRef;
  outcomes?: string[];
  /** The answer key of the content's sample questions, taken from the library by the teacher's app. */
  questions?: AnswerKeyEntry[];
  publish_at?: string | null;
  due_at: string;
  /** draft: only the teacher sees it; scheduled: shown from publish_at; published: shown at once. */
  status: Exclude<AssignmentStatus, 'closed'>;
  audience?: 'class' | 'students';
  student_ids?: number[];
  /** after_grading when omitted. */
  reveal?: AssignmentReveal;
};
export type AssignmentUpdateRequest = Partial<Omit<AssignmentCreateRequest, 'class_id' | 'status'>> & { status?: AssignmentStatus };

export type Submission = {
  id: number;
  assignment_id: number;
  /** The student's user id. */
  student_id: number;
  /** Chosen option per question id. */
  answers: Record<string, number>;
  text: string;
  /** The photo is fetched on its own (CLASSROOM_PATHS.submissionPhoto), never inside a list. */
  has_photo: boolean;
  /** Score from the answer key (0–100), null when the work has no questions or the result is withheld. */
  auto_score: number | null;
  /** The teacher's score (0–100) once graded, else the auto score; null while withheld. */
  score: number | null;
  /** For the student and their parent: the result waits for the teacher's grade or the due time (see resultRevealed). */
  result_withheld: boolean;
  feedback: string;
  /** When the student finished, as the device said (bounded by received_at). */
  completed_at: string;
  received_at: string;
  late: boolean;
  /** Finished after the teacher closed hand-ins: kept, not counted, until the teacher accepts it. */
  held: boolean;
  /** Nothing was handed in: the teacher graded work done on paper or in class (its answers and text are empty). */
  on_paper: boolean;
  /** When the teacher accepted held work (it then counts, as late); null for work never held or not yet accepted. */
  accepted_at: string | null;
  graded_at: string | null;
  returned_at: string | null;
  /** Bumped by every grade; a grade names the version it started from. */
  version: number;
  state: SubmissionState;
};

export type SubmissionCreateRequest = {
  answers?: Record<string, number>;
  text?: string;
  photo?: string | null;
  completed_at: string;
};

/** grade: the score and feedback are shown to the student; return: sent back to be done again. */
export type GradeRequest = { score: number | null; feedback: string; version: number; action?: 'grade' | 'return' };
/** 201: counted as handed in; 202: kept but held (state `held`) because it was finished after hand-ins closed. */
export type SubmissionResponse = ApiEnvelope & { submission: Submission };
export type SubmissionConflict = ApiEnvelope & { success: false; error_code: 'CONFLICT'; current: Submission };
/** A hand-in's photo as a data: URL (JPEG or PNG, metadata stripped). */
export type SubmissionPhotoResponse = ApiEnvelope & { photo: string };

/** One student's row on the teacher's assignment page. */
export type StudentWork = {
  student: Pick<ClassStudent, 'id' | 'user_id' | 'number' | 'full_name' | 'status'>;
  state: SubmissionState;
  /** Latest submission, if any. */
  submission: Submission | null;
  /** How many times the student has handed it in. */
  attempts: number;
  /** The student's own due time (an extension), or null: the assignment's due time applies. */
  due_at: string | null;
  /** Let off this assignment: never missing or late, in no average (state `excused`). */
  excused: boolean;
};

/**
 * One student's own terms on one assignment (PUT CLASSROOM_PATHS.studentTerms): `due_at` gives them
 * their own due time (null: back to the assignment's), `excused` lets them off. Lateness of their
 * hand-ins is judged again against the new time.
 */
export type StudentTermsRequest = { due_at?: string | null; excused?: boolean };
export type StudentWorkResponse = ApiEnvelope & { work: StudentWork };

/** With `?removed=1`: the caller's own classes' removed assignments still restorable, newest removal first. */
export type AssignmentListResponse = ApiEnvelope & { assignments: TeacherAssignment[] };
export type AssignmentResponse = ApiEnvelope & { assignment: TeacherAssignment };
export type AssignmentDetailResponse = ApiEnvelope & { assignment: TeacherAssignment; work: StudentWork[] };

/** A student's (or their parent's) view of one assignment. */
export type Homework = { assignment: Assignment; state: SubmissionState; submission: Submission | null };
export type ChildSummary = { id: number; full_name: string };
export type HomeworkListResponse = ApiEnvelope & {
  homeworks: Homework[];
  /** For a parent: their children, and which one this list is for. */
  children?: ChildSummary[];
  student_id?: number;
};

/** One hand-in, as the student and their parent look back at it (My work, issue 44). */
export type HomeworkAttempt = Submission & {
  /** Per question id of the key: whether the chosen answer was right; null while the result is withheld (resultRevealed). */
  correct: Record<string, boolean> | null;
};
/** Every hand-in of one homework by the student, newest first. */
export type HomeworkAttemptsResponse = ApiEnvelope & { attempts: HomeworkAttempt[] };

/** One student's work on one assignment in the gradebook. */
export type GradebookCell = {
  assignment_id: number;
  state: SubmissionState;
  /** The score shown (the teacher's once graded, else a hand-in's auto score); only graded work counts in averages. */
  score: number | null;
  /** The version of the hand-in a grade is based on; null while nothing was handed in or graded. */
  version: number | null;
  /** Graded by the teacher for work done on paper or in class, with nothing handed in. */
  on_paper: boolean;
};

/** A class's gradebook: students × published assignments, with the one average (src/shared/classroom/average.ts). */
export type GradebookResponse = ApiEnvelope & {
  assignments: Pick<Assignment, 'id' | 'title' | 'due_at' | 'question_count'>[];
  rows: { student: Pick<ClassStudent, 'id' | 'number' | 'full_name'>; cells: GradebookCell[]; average: number | null }[];
  class_average: number | null;
};

/**
 * A grade the class's teacher gives one student on one assignment, handed in or not (work done on
 * paper or in class). `version` is the hand-in's the grade is based on; without one, nothing may have
 * been handed in or graded meanwhile. `feedback` left out keeps what the student was told before.
 */
export type StudentGradeRequest = { score: number | null; feedback?: string; version?: number | null };
export type StudentWorkConflict = ApiEnvelope & { success: false; error_code: 'CONFLICT'; current: StudentWork };

// ── Shared class tablets ───────────────────────────────────────────────────

/** For a school's shared student account: the classes of its school and level, with names to pick from. */
export type TabletRosterResponse = ApiEnvelope & {
  classes: { id: number; name: string; students: { id: number; first_name: string; last_initial: string; has_picture_code: boolean }[] }[];
};
export type TabletSignInRequest = { enrolment_id: number; picture_code: PictureEmoji[] };
/** The school account's password: only a teacher takes a device out of tablet mode. */
export type TabletLeaveRequest = { password: string };
export type TabletLeaveResponse = ApiEnvelope & { success: true };

// ── Paths ──────────────────────────────────────────────────────────────────

const segment = (id: number | string) => encodeURIComponent(String(id));

export const CLASSROOM_PATHS = {
  classes: '/api/classes/',
  class: (id: number | string) => `/api/classes/${segment(id)}/`,
  classCopy: (id: number | string) => `/api/classes/${segment(id)}/copy/`,
  classStudents: (id: number | string) => `/api/classes/${segment(id)}/students/`,
  classStudentsBulk: (id: number | string) => `/api/classes/${segment(id)}/students/bulk/`,
  classStudent: (id: number | string, studentId: number | string) => `/api/classes/${segment(id)}/students/${segment(studentId)}/`,
  classLessons: (id: number | string) => `/api/classes/${segment(id)}/lessons/`,
  /** DELETE removes one lesson softly (answers LessonsResponse, the plan without it). */
  classLesson: (id: number | string, lessonId: number | string) => `/api/classes/${segment(id)}/lessons/${segment(lessonId)}/`,
  /** POST brings a removed lesson back at the plan's end within restoreDays (LessonsResponse); 410 RESTORE_EXPIRED after. */
  classLessonRestore: (id: number | string, lessonId: number | string) => `/api/classes/${segment(id)}/lessons/${segment(lessonId)}/restore/`,
  /** GET the class's removed lessons still restorable (RemovedLessonsResponse), for its teacher. */
  classLessonsRemoved: (id: number | string) => `/api/classes/${segment(id)}/lessons/removed/`,
  classGradebook: (id: number | string) => `/api/classes/${segment(id)}/gradebook/`,
  attendance: (id: number | string, date: string) => `/api/classes/${segment(id)}/attendance/${segment(date)}/`,
  /** A month's register (`month` is yyyy-mm): the class's teacher and the school's administrator. */
  attendanceMonth: (id: number | string, month: string) => `/api/classes/${segment(id)}/attendance/?month=${encodeURIComponent(month)}`,
  /** A student's attendance (their user id): themself, a linked parent, their teachers (own classes only), the school's administrator. */
  studentAttendance: (studentId: number | string) => `/api/students/${segment(studentId)}/attendance/`,
  classJoin: '/api/classes/join/',
  classJoinPreview: '/api/classes/join/preview/',
  classJoinCode: (id: number | string) => `/api/classes/${segment(id)}/join-code/`,
  claimCode: (id: number | string, studentId: number | string) => `/api/classes/${segment(id)}/students/${segment(studentId)}/claim-code/`,
  studentMerge: (id: number | string, studentId: number | string) => `/api/classes/${segment(id)}/students/${segment(studentId)}/merge/`,
  studentRemove: (id: number | string, studentId: number | string) => `/api/classes/${segment(id)}/students/${segment(studentId)}/remove/`,
  /** The class's teacher lifts a child's picture-code lock-out (and the class's); answers the student's row. */
  studentUnlock: (id: number | string, studentId: number | string) => `/api/classes/${segment(id)}/students/${segment(studentId)}/unlock/`,
  /** The class's teacher sets several children's picture codes in one go (StudentsResponse); each also lifts that child's lock-out. */
  classPictureCodes: (id: number | string) => `/api/classes/${segment(id)}/picture-codes/`,
  assignments: '/api/assignments/',
  /** PUT edits (published ones too: students are notified of what changed), DELETE removes softly (answers the assignment). */
  assignment: (id: number | string) => `/api/assignments/${segment(id)}/`,
  /** The class's teacher brings a removed assignment back within restoreDays (410 RESTORE_EXPIRED after); answers the assignment. */
  assignmentRestore: (id: number | string) => `/api/assignments/${segment(id)}/restore/`,
  /** PUT StudentTermsRequest: one student's extension or excuse; answers StudentWorkResponse. */
  studentTerms: (id: number | string, enrolmentId: number | string) => `/api/assignments/${segment(id)}/students/${segment(enrolmentId)}/`,
  submissions: (assignmentId: number | string) => `/api/assignments/${segment(assignmentId)}/submissions/`,
  grade: (submissionId: number | string) => `/api/submissions/${segment(submissionId)}/grade/`,
  /** The class's teacher grades one student's work, handed in or done on paper (StudentGradeRequest); answers the student's work row. */
  studentGrade: (assignmentId: number | string, enrolmentId: number | string) =>
    `/api/assignments/${segment(assignmentId)}/students/${segment(enrolmentId)}/grade/`,
  /** The class's teacher counts a held hand-in after all (as late); answers the submission. */
  acceptSubmission: (submissionId: number | string) => `/api/submissions/${segment(submissionId)}/accept/`,
  submissionPhoto: (submissionId: number | string) => `/api/submissions/${segment(submissionId)}/photo/`,
  homeworks: '/api/homeworks/',
  /** The student's own hand-ins of one homework, newest first (a parent adds `?student_id=` for another child). */
  homeworkAttempts: (assignmentId: number | string) => `/api/homeworks/${segment(assignmentId)}/attempts/`,
  tabletRoster: '/api/classes/tablet/roster/',
  /** Answers like a login (user and tokens) for the picked student. */
  tabletSignIn: '/api/classes/tablet/sign-in/',
  /** Checks the school account's password (counted like a login) before the device leaves tablet mode. */
  tabletLeave: '/api/classes/tablet/leave/',
} as const;

// ── Rules both sides apply ─────────────────────────────────────────────────

/**
 * When work counts as done: the device's `completed_at` (work finished offline before the deadline is
 * not late), but never later than the server received it and never before the assignment was given,
 * so a wrong or wound-back clock cannot move it outside what really happened.
 */
export function effectiveCompletion(completedAt: string, receivedAt: string, givenAt: string): number {
  const completed = Date.parse(completedAt);
  const received = Date.parse(receivedAt);
  const given = Date.parse(givenAt);
  const claimed = Number.isNaN(completed) ? received : Math.min(completed, received);
  return Math.max(claimed, Number.isNaN(given) ? claimed : given);
}

export function isLate(completedAt: string, receivedAt: string, givenAt: string, dueAt: string): boolean {
  return effectiveCompletion(completedAt, receivedAt, givenAt) > Date.parse(dueAt);
}

/** What of a submission the state depends on. */
export type SubmissionFacts = Pick<Submission, 'late' | 'held' | 'graded_at' | 'returned_at'>;

/**
 * A student's state for one assignment (docs/architecture.md#the-two-outboxes, derived, never stored): nothing handed in is
 * assigned until the due time and missing after it; the latest submission is returned when the
 * teacher sent it back, graded once scored, held while it came after closing and is not accepted,
 * else submitted or late. An excused student is excused whatever they handed in.
 */
export function submissionState(latest: SubmissionFacts | null, dueAt: string, now: number, excused = false): SubmissionState {
  if (excused) return 'excused';
  if (!latest) return now > Date.parse(dueAt) ? 'missing' : 'assigned';
  if (latest.held) return 'held';
  if (latest.returned_at) return 'returned';
  if (latest.graded_at) return 'graded';
  return latest.late ? 'late' : 'submitted';
}

/** Score of chosen answers against a key, 0–100 rounded; null for work without questions. Unanswered counts as wrong. */
export function autoScore(key: readonly AnswerKeyEntry[], answers: Readonly<Record<string, number>>): number | null {
  if (key.length === 0) return null;
  const correct = key.filter((entry) => answers[entry.id] === entry.correct_index).length;
  return Math.round((100 * correct) / key.length);
}

/**
 * Whether the student and their parent see the auto score: otherwise one question per hand-in would
 * read the answer key back. The teacher always sees it.
 */
export function resultRevealed(reveal: AssignmentReveal, gradedAt: string | null, dueAt: string, now: number): boolean {
  return reveal === 'at_once' || gradedAt !== null || now > Date.parse(dueAt);
}

export function emptyCounts(): StateCounts {
  return { assigned: 0, submitted: 0, late: 0, missing: 0, graded: 0, returned: 0, held: 0, excused: 0 };
}
