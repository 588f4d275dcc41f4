/**
 * What other modules may use of auth: who is calling (`authenticate` for a bearer token,
 * `signedInRoutes` for route handlers that need a signed-in caller), the users table (`UserRow`,
 * finding, inserting and showing users, `touchLastSeen`), starting a session and ending all of a
 * user's sessions, password hashing and counted password checks, the login limiter, the JWT signing
 * key's loading, the name, password and printable-text field rules, and the messages other modules
 * answer with (`emailTaken`, `PASSWORD_CHANGE_REQUIRED`). Its body schemas are here for the request
 * contract check (server/contract/), which holds each client request type against them.
 */

export { authenticate, PASSWORD_CHANGE_REQUIRED } from './bearer.ts';
export { isPrintableText, isStrongPassword, personName } from './fieldRules.ts';
export { loadJwtSecret } from './jwtSecret.ts';
export { createLoginLimiter, type LoginLimiter, type Reservation } from './loginLimiter.ts';
export { EMAIL_TAKEN, emailTaken } from './messages.ts';
export { checkCounted, reservePasswordAttempt } from './passwordAttempts.ts';
export { createPasswordHasher, DEFAULT_SCRYPT_COST, type PasswordHasher } from './passwords.ts';
export { revokeAllFamilies } from './refreshTokens.ts';
export { loginSchema, logoutSchema, profileUpdateSchema, refreshSchema, registerSchema } from './schemas.ts';
export { startSession } from './session.ts';
export { signedInRoutes } from './signedInRoutes.ts';
export { findUserByEmail, findUserById, insertUser, toPublicUser, touchLastSeen, type UserRow } from './users.ts';
