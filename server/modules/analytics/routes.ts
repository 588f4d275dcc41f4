import type { FastifyInstance } from 'fastify';
import { SCHOOL_ANALYTICS_PATHS } from '../../../src/shared/api/schoolAnalytics.ts';
import type { ApiContext } from '../../apiContext.ts';
import { signedInRoutes } from '../auth/index.ts';
import { getSchoolAnalytics } from './schoolAnalytics.ts';

/** The school administrator's analytics (`/school-analytics`): signed in, and who sees which school decided here. */
export function analyticsRoutes(api: FastifyInstance, context: ApiContext): void {
  const { signedIn } = signedInRoutes(context);

  api.get(
    SCHOOL_ANALYTICS_PATHS.school,
    signedIn((caller, request) => getSchoolAnalytics(context, caller, request.query)),
  );
}
