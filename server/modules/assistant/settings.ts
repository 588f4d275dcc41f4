import {
  ASSISTANT_DAILY_LIMIT_DEFAULT,
  ASSISTANT_REVEAL_ANSWERS_DEFAULT,
  type AssistantClassLimitResponse,
  type AssistantSchoolResponse,
  type AssistantSettings,
  type AssistantSettingsResponse,
} from '../../../src/shared/api/assistant.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { classAccess, forbidden, notFound, roleAllowed, STAFF_ROLES } from '../classroom/index.ts';
import { forgetSchoolFlags } from './flagRows.ts';
import * as m from './messages.ts';
import { classLimitSchema, parseAssistantBody, schoolSettingSchema } from './schemas.ts';
import {
  classSetting,
  schoolClassSettings,
  schoolSharesFlagged,
  sharingClassesOf,
  storeClassSettings,
  storeSchoolSharing,
  studentRules,
  teacherClassSettings,
  type ClassSettingsChange,
} from './settingRows.ts';

// Only a student's EtkiBot is held by class rules; anyone else trying it out gets the defaults.
const DEFAULT_RULES = { dailyLimit: ASSISTANT_DAILY_LIMIT_DEFAULT, revealAnswers: ASSISTANT_REVEAL_ANSWERS_DEFAULT };

/** What the caller's screens need: their own rules, whether flags are kept, and the classes whose settings they change. */
function settingsOf(context: ApiContext, caller: UserRow): AssistantSettings {
  const { db } = context;
  switch (caller.role) {
    case 'student':
      return { ...studentRules(db, caller.id), shareFlagged: sharingClassesOf(db, caller.id).length > 0, classes: [] };
    case 'teacher':
      return {
        ...DEFAULT_RULES,
        shareFlagged: schoolSharesFlagged(db, caller.school),
        classes: teacherClassSettings(db, caller.id),
      };
    case 'administrator':
      return {
        ...DEFAULT_RULES,
        shareFlagged: schoolSharesFlagged(db, caller.school),
        classes: caller.school === null ? [] : schoolClassSettings(db, caller.school),
      };
    default:
      // A parent sets nothing here and no flag of theirs is ever kept.
      return { ...DEFAULT_RULES, shareFlagged: false, classes: [] };
  }
}

/** Says what changed: one setting's own words, or both at once. */
function savedMessage(change: ClassSettingsChange): string {
  if (change.dailyLimit !== undefined && change.revealAnswers !== undefined) return m.CLASS_SETTINGS_SAVED;
  if (change.revealAnswers !== undefined) return change.revealAnswers ? m.REVEAL_ON : m.REVEAL_OFF;
  return m.CLASS_LIMIT_SAVED;
}

export function getSettings(context: ApiContext, caller: UserRow): ApiAnswer<AssistantSettingsResponse> {
  return ok({ success: true, settings: settingsOf(context, caller) });
}

/**
 * A class's daily question limit and/or whether EtkiBot may show its sample questions' answers: its
 * teacher or its school's administrator; other staff get 404, as for any class not theirs.
 */
export function saveClassLimit(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<AssistantClassLimitResponse> {
  const refused = roleAllowed(caller, STAFF_ROLES, m.CLASS_LIMIT_STAFF_ONLY);
  if (refused) return refused;
  // For staff, seeing a class is being its teacher or its school's administrator: exactly who may set this.
  const access = classAccess(context.db, caller, classId);
  if (!access.ok) return access.answer;
  const parsed = parseAssistantBody(classLimitSchema, body);
  if (!parsed.ok) return parsed.answer;
  storeClassSettings(context.db, access.value.id, parsed.value, context.nowIso());
  const saved = classSetting(context.db, access.value.id);
  if (!saved) return notFound();
  return ok({ success: true, message: savedMessage(parsed.value), class: saved });
}

/**
 * The school's "teachers may see flagged chats" switch, its administrator's alone. Turning it off also
 * deletes what was kept for the school: the school withdrew its reason to hold children's questions.
 */
export function saveSchoolSetting(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<AssistantSchoolResponse> {
  const refused = roleAllowed(caller, ['administrator'], m.SCHOOL_ADMIN_ONLY);
  if (refused) return refused;
  if (caller.school === null) return forbidden(m.NO_SCHOOL);
  const parsed = parseAssistantBody(schoolSettingSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { db } = context;
  const school = caller.school;
  const { shareFlagged } = parsed.value;
  db.transaction(() => {
    storeSchoolSharing(db, school, shareFlagged, context.nowIso());
    if (!shareFlagged) forgetSchoolFlags(db, school);
  })();
  return ok({ success: true, message: shareFlagged ? m.SHARING_ON : m.SHARING_OFF, settings: settingsOf(context, caller) });
}
