import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  type AuthResponse,
  type LoginRequest,
  type ProfileResponse,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
  type RegisterRequest,
  type SchoolListResponse,
  type SchoolResolveRequest,
  type SchoolResolveResponse,
} from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import { createWriteKeys } from '@/shared/api/writeKeys.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { registerSignOutCleanup } from './model/signOutCleanup.ts';

// A registration or profile change whose answer was lost is sent again with its key (the server
// answers the repeat as the first), never blindly: "already registered" with no session is worse.
const writeKeys = createWriteKeys(newIdempotencyKey);
registerSignOutCleanup(() => writeKeys.forget());

/** Signing in twice only starts a second session, so a lost answer may be asked for again. */
export const loginCall = (body: LoginRequest) => http.request<AuthResponse>(API_PATHS.login, { method: 'POST', body, repeatable: true });

export const registerCall = (body: RegisterRequest) =>
  http.request<AuthResponse>(API_PATHS.register, { method: 'POST', body, idempotencyKey: writeKeys.keyFor(API_PATHS.register, body) });

export const profileCall = () => http.request<ProfileResponse>(API_PATHS.profile, { auth: true });

export const profileUpdateCall = (body: ProfileUpdateRequest) =>
  http.request<ProfileUpdateResponse>(API_PATHS.profileUpdate, {
    method: 'PUT',
    body,
    auth: true,
    idempotencyKey: writeKeys.keyFor(API_PATHS.profileUpdate, body),
  });

/** Best effort and quick: signing out on a shared tablet must not wait on a slow network. */
export const logoutCall = (refreshToken: string, accessToken: string | null) =>
  http.request<unknown>(API_PATHS.logout, {
    method: 'POST',
    body: { refresh_token: refreshToken },
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    retries: 0,
    timeoutMs: 5_000,
  });

export const schoolsQuery = () =>
  queryOptions({
    queryKey: ['schools', 'list'],
    queryFn: () => http.request<SchoolListResponse>(API_PATHS.schools),
    staleTime: 1000 * 60 * 60,
  });

export const resolveSchoolCall = (body: SchoolResolveRequest) =>
  http.request<SchoolResolveResponse>(API_PATHS.schoolResolve, { method: 'POST', body, repeatable: true });
