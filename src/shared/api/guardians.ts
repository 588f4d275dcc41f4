import { CLAIM_CODE } from './classroom.ts';
import type { ApiEnvelope } from './contract.ts';

/**
 * A parent code: the one-time proof a child's teacher prints so that a parent's own account is linked
 * to the child. It reads like a claim code (eight letters of the join-code alphabet, no 0/O/1/I/L,
 * printed as XXXX-XXXX, typed with or without the dash and in any case) and is valid as long.
 * The server keeps only a keyed hash; a new code for a child replaces the old.
 */
export const PARENT_CODE = CLAIM_CODE;

export const GUARDIAN_LIMITS = {
  /** A child has at most this many linked parents; a third is refused until the teacher removes a link. */
  parentsPerChild: 2,
  /** Wrong parent codes one parent account may try in the window before it is asked to wait (429). */
  wrongCodesPerParent: 10,
  /**
   * Wrong parent codes from one address in the window, over all its accounts: accounts are free, so the
   * per-account limit alone would let anyone guess with many. Parents at a school meeting share the
   * school's one address, so it is a little wider than one parent's.
   */
  wrongCodesPerAddress: 20,
  windowMinutes: 15,
} as const;

/** The class's teacher (or the school's administrator) gets the plain code once; only its hash is kept. */
export type ParentCodeResponse = ApiEnvelope & { code: string; expires_at: string };

/**
 * Two steps, so a parent sees whose child a code names before linking: without `confirm` the answer
 * only names the child (nothing changes, the code stays valid); with `confirm: true` the parent is
 * linked and the code is spent. A wrong code is counted at either step.
 */
export type GuardianLinkRequest = { code: string; confirm?: boolean };

export type GuardianChild = {
  /** The child's user id (the `student_id` of the parent's homework list). */
  id: number;
  full_name: string;
  /** The class whose teacher printed the code. */
  class_name: string;
};

export type GuardianLinkResponse = ApiEnvelope & {
  child: GuardianChild;
  /** The caller is linked to the child: after a confirm, or already before (a repeat changes nothing). False for a preview. */
  linked: boolean;
};

/** A parent linked to a child, as the child's class staff see them on the roster. */
export type LinkedParent = { id: number; full_name: string; linked_at: string };

const segment = (id: number | string) => encodeURIComponent(String(id));

export const GUARDIAN_PATHS = {
  /** POST, the class's teacher or the school's administrator: a new parent code for a line with an account (ParentCodeResponse). */
  parentCode: (classId: number | string, enrolmentId: number | string) => `/api/classes/${segment(classId)}/students/${segment(enrolmentId)}/parent-code/`,
  /** POST, a parent: GuardianLinkRequest → GuardianLinkResponse. */
  link: '/api/guardians/link/',
  /** DELETE, the class's teacher or the school's administrator: the parent is no longer linked to the line's child (ApiEnvelope). */
  guardian: (classId: number | string, enrolmentId: number | string, parentId: number | string) =>
    `/api/classes/${segment(classId)}/students/${segment(enrolmentId)}/guardians/${segment(parentId)}/`,
} as const;
