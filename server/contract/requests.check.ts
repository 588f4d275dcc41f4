import type * as v from 'valibot';
import type { AnnouncementCreateRequest } from '../../src/shared/api/announcements.ts';
import type { AssistantClassLimitRequest, AssistantFlagInput, AssistantSchoolRequest } from '../../src/shared/api/assistant.ts';
import type {
  AssignmentCreateRequest,
  AssignmentUpdateRequest,
  AttendanceSaveRequest,
  ClassCopyRequest,
  ClassCreateRequest,
  ClassJoinRequest,
  ClassUpdateRequest,
  GradeRequest,
  LessonsReplaceRequest,
  PictureCodesSetRequest,
  StudentAddRequest,
  StudentBulkAddRequest,
  StudentGradeRequest,
  StudentMergeRequest,
  StudentTermsRequest,
  StudentUpdateRequest,
  SubmissionCreateRequest,
  TabletLeaveRequest,
  TabletSignInRequest,
} from '../../src/shared/api/classroom.ts';
import type {
  BlogBookmarkRequest,
  BlogLikeRequest,
  ContactRequest,
  LoginRequest,
  LogoutRequest,
  NewsletterSubscribeRequest,
  ProfileUpdateRequest,
  RefreshRequest,
  RegisterRequest,
  SchoolResolveRequest,
} from '../../src/shared/api/contract.ts';
import type { GuardianLinkRequest } from '../../src/shared/api/guardians.ts';
import type { NotificationReadRequest } from '../../src/shared/api/notifications.ts';
import type { EraseRequest } from '../../src/shared/api/privacy.ts';
import type { ProgressEventInput, TimetableSaveRequest } from '../../src/shared/api/progress.ts';
import type { SchoolCalendarUpdate } from '../../src/shared/api/schoolCalendar.ts';
import type { ConfirmDeliveryRequest, ReportProblemRequest } from '../../src/shared/api/shipping.ts';
import type { InviteTeacherRequest, MoveClassRequest } from '../../src/shared/api/teachers.ts';
import { announcementCreateSchema } from '../modules/announcements/index.ts';
import { classLimitSchema, flagSchema, schoolSettingSchema } from '../modules/assistant/index.ts';
import { loginSchema, logoutSchema, profileUpdateSchema, refreshSchema, registerSchema } from '../modules/auth/index.ts';
import { bookmarkSchema, likeSchema } from '../modules/blog/index.ts';
import {
  assignmentCreateSchema,
  assignmentUpdateSchema,
  attendanceSchema,
  classCopySchema,
  classCreateSchema,
  classUpdateSchema,
  gradeSchema,
  guardianLinkSchema,
  joinSchema,
  joinWithClaimSchema,
  lessonsSchema,
  mergeSchema,
  pictureCodesSchema,
  studentAddSchema,
  studentBulkSchema,
  studentGradeSchema,
  studentTermsSchema,
  studentUpdateSchema,
  submissionSchema,
  tabletLeaveSchema,
  tabletSignInSchema,
} from '../modules/classroom/index.ts';
import { contactSchema } from '../modules/contact/index.ts';
import { subscribeSchema } from '../modules/newsletter/index.ts';
import { readSchema } from '../modules/notifications/index.ts';
import { eraseSchema } from '../modules/privacy/index.ts';
import { progressEventSchema, timetableSaveSchema } from '../modules/progress/index.ts';
import { calendarUpdateSchema, resolveSchema } from '../modules/schools/index.ts';
import { confirmSchema, problemSchema } from '../modules/shipping/index.ts';
import { inviteSchema, moveClassSchema } from '../modules/teachers/index.ts';

/**
 * Each request body the client sends (a type of src/shared/api) beside the valibot schema its route
 * validates it with. `npm run typecheck` fails when the two drift apart: requests.test.ts parses a
 * real body of the most used ones with their schemas as well.
 */
export const REQUEST_SCHEMAS = {
  // auth
  login: loginSchema,
  register: registerSchema,
  profileUpdate: profileUpdateSchema,
  refresh: refreshSchema,
  logout: logoutSchema,
  // schools
  schoolResolve: resolveSchema,
  schoolCalendar: calendarUpdateSchema,
  // contact and newsletter
  contact: contactSchema,
  newsletter: subscribeSchema,
  // blog
  blogLike: likeSchema,
  blogBookmark: bookmarkSchema,
  // classroom
  classCreate: classCreateSchema,
  classUpdate: classUpdateSchema,
  classCopy: classCopySchema,
  studentAdd: studentAddSchema,
  studentBulkAdd: studentBulkSchema,
  studentUpdate: studentUpdateSchema,
  pictureCodesSet: pictureCodesSchema,
  classJoin: joinWithClaimSchema,
  classJoinPreview: joinSchema,
  studentMerge: mergeSchema,
  lessonsReplace: lessonsSchema,
  attendanceSave: attendanceSchema,
  assignmentCreate: assignmentCreateSchema,
  assignmentUpdate: assignmentUpdateSchema,
  submission: submissionSchema,
  grade: gradeSchema,
  studentTerms: studentTermsSchema,
  studentGrade: studentGradeSchema,
  guardianLink: guardianLinkSchema,
  tabletSignIn: tabletSignInSchema,
  tabletLeave: tabletLeaveSchema,
  // progress
  progressEvent: progressEventSchema,
  timetableSave: timetableSaveSchema,
  // the other areas
  notificationRead: readSchema,
  announcementCreate: announcementCreateSchema,
  assistantClassLimit: classLimitSchema,
  assistantSchool: schoolSettingSchema,
  assistantFlag: flagSchema,
  confirmDelivery: confirmSchema,
  reportProblem: problemSchema,
  inviteTeacher: inviteSchema,
  moveClass: moveClassSchema,
  erase: eraseSchema,
} satisfies Record<string, v.GenericSchema>;

/** The client's type of each body in REQUEST_SCHEMAS, under the same name. */
export type RequestBodies = {
  login: LoginRequest;
  register: RegisterRequest;
  profileUpdate: ProfileUpdateRequest;
  refresh: RefreshRequest;
  logout: LogoutRequest;
  schoolResolve: SchoolResolveRequest;
  schoolCalendar: SchoolCalendarUpdate;
  contact: ContactRequest;
  newsletter: NewsletterSubscribeRequest;
  blogLike: BlogLikeRequest;
  blogBookmark: BlogBookmarkRequest;
  classCreate: ClassCreateRequest;
  classUpdate: ClassUpdateRequest;
  classCopy: ClassCopyRequest;
  studentAdd: StudentAddRequest;
  studentBulkAdd: StudentBulkAddRequest;
  studentUpdate: StudentUpdateRequest;
  pictureCodesSet: PictureCodesSetRequest;
  classJoin: ClassJoinRequest;
  /** The preview posts the code alone (classroom/api.ts). */
  classJoinPreview: Pick<ClassJoinRequest, 'join_code'>;
  studentMerge: StudentMergeRequest;
  lessonsReplace: LessonsReplaceRequest;
  attendanceSave: AttendanceSaveRequest;
  assignmentCreate: AssignmentCreateRequest;
  assignmentUpdate: AssignmentUpdateRequest;
  submission: SubmissionCreateRequest;
  grade: GradeRequest;
  studentTerms: StudentTermsRequest;
  studentGrade: StudentGradeRequest;
  guardianLink: GuardianLinkRequest;
  tabletSignIn: TabletSignInRequest;
  tabletLeave: TabletLeaveRequest;
  progressEvent: ProgressEventInput;
  timetableSave: TimetableSaveRequest;
  notificationRead: NotificationReadRequest;
  announcementCreate: AnnouncementCreateRequest;
  assistantClassLimit: AssistantClassLimitRequest;
  assistantSchool: AssistantSchoolRequest;
  assistantFlag: AssistantFlagInput;
  confirmDelivery: ConfirmDeliveryRequest;
  reportProblem: ReportProblemRequest;
  inviteTeacher: InviteTeacherRequest;
  moveClass: MoveClassRequest;
  erase: EraseRequest;
};

type KeysOf<T> = T extends unknown ? keyof T : never;
type ValueAt<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;
type Joined<Path extends string, Key extends string> = Path extends '' ? Key : `${Path}.${Key}`;

/**
 * The paths of keys the client's type may send that the schema does not read: valibot drops them,
 * so the server would quietly ignore what the client means to say.
 */
type Unread<Body, Input, Path extends string = ''> = unknown extends Input
  ? never
  : Body extends readonly unknown[]
    ? Unread<Body[number], ItemOf<NonNullable<Input>>, Joined<Path, '[]'>>
    : Body extends object
      ? {
          [Key in keyof Body & string]-?: Key extends KeysOf<NonNullable<Input>>
            ? Unread<NonNullable<Body[Key]>, ValueAt<NonNullable<Input>, Key>, Joined<Path, Key>>
            : Joined<Path, Key>;
        }[keyof Body & string]
      : never;

/**
 * `true` when every body the client's type allows is an input the schema takes, and every key of it
 * is one the schema reads. Otherwise a description of the drift, which `true` will not fit: the
 * schema may be wider than the type (nullish, trimmed, defaulted) but never narrower.
 */
type Accepts<Schema extends v.GenericSchema, Body> = [Body] extends [v.InferInput<Schema>]
  ? [Unread<Body, v.InferInput<Schema>>] extends [never]
    ? true
    : { drift: 'the client sends keys the schema does not read'; keys: Unread<Body, v.InferInput<Schema>> }
  : { drift: 'the schema refuses bodies the client type allows'; client: Body; server: v.InferInput<Schema> };

type Schemas = typeof REQUEST_SCHEMAS;

/**
 * Each pair must come out `true`; a pair that drifts names itself in the type error on its line.
 * @public exported only so that the compiler checks it without calling it unused.
 */
export const REQUESTS_ACCEPTED: { [Name in keyof RequestBodies]: Accepts<Schemas[Name], RequestBodies[Name]> } = {
  login: true,
  register: true,
  profileUpdate: true,
  refresh: true,
  logout: true,
  schoolResolve: true,
  schoolCalendar: true,
  contact: true,
  newsletter: true,
  blogLike: true,
  blogBookmark: true,
  classCreate: true,
  classUpdate: true,
  classCopy: true,
  studentAdd: true,
  studentBulkAdd: true,
  studentUpdate: true,
  pictureCodesSet: true,
  classJoin: true,
  classJoinPreview: true,
  studentMerge: true,
  lessonsReplace: true,
  attendanceSave: true,
  assignmentCreate: true,
  assignmentUpdate: true,
  submission: true,
  grade: true,
  studentTerms: true,
  studentGrade: true,
  guardianLink: true,
  tabletSignIn: true,
  tabletLeave: true,
  progressEvent: true,
  timetableSave: true,
  notificationRead: true,
  announcementCreate: true,
  assistantClassLimit: true,
  assistantSchool: true,
  assistantFlag: true,
  confirmDelivery: true,
  reportProblem: true,
  inviteTeacher: true,
  moveClass: true,
  erase: true,
};

// Every schema has a body type and every body type a schema.
type Unpaired = Exclude<keyof Schemas, keyof RequestBodies> | Exclude<keyof RequestBodies, keyof Schemas>;
/** @public exported only so that the compiler checks it without calling it unused. */
export const EVERY_SCHEMA_PAIRED: [Unpaired] extends [never] ? true : { unpaired: Unpaired } = true;
