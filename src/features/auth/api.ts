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

export const loginCall = (body: LoginRequest) => http.request<AuthResponse>(API_PATHS.login, { method: 'POST', body });

export const registerCall = (body: RegisterRequest) => http.request<AuthResponse>(API_PATHS.register, { method: 'POST', body });

export const profileCall = () => http.request<ProfileResponse>(API_PATHS.profile, { auth: true });

export const profileUpdateCall = (body: ProfileUpdateRequest) =>
  http.request<ProfileUpdateResponse>(API_PATHS.profileUpdate, { method: 'PUT', body, auth: true });

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
  http.request<SchoolResolveResponse>(API_PATHS.schoolResolve, { method: 'POST', body });
