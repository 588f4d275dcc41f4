/**
 * The API contract (SPEC §3 and §7), shared by the client and `server/`.
 */
export const ROLES = ['student', 'teacher', 'parent', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export type User = {
  id?: number;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  email: string;
  role: Role;
  profile_picture?: string | null;
};

export type Tokens = { access: string; refresh: string };

export type ApiEnvelope = { success: boolean; message?: string };
export type ValidationErrors = Record<string, string[]>;
