// The announcement audience rules, one public surface for server and client.
export {
  audienceKey,
  reaches,
  readerKeys,
  recipientsOf,
  type AudienceClass,
  type AudienceEnrolment,
  type AudienceFacts,
  type AudiencePerson,
  type AudienceTarget,
  type GuardianLink,
} from './audience.ts';
export { decidePosting, writableAudiences } from './posting.ts';
