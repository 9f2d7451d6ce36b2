import { DomainError, reportApi } from '@recepta/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { getWeeklyReportSetting, setWeeklyReportSetting } from './weekly-report-setting.ts';

const tags = ['reports'];

/** The signed-in member (an API key has no mailbox: usersOnly refuses it first). */
function memberId(request: FastifyRequest): string {
  if (request.actor?.kind !== 'staff') throw new DomainError('forbidden');
  return request.actor.userId;
}

/** The member's weekly report switch (docs/api.md#weekly-report), behind the org guard. */
export function weeklyReportRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const config = { usersOnly: true, access: 'reports.money' } as const;
      contractRoute(
        scoped,
        reportApi.weeklyMail,
        {
          config,
          tags,
          summary: 'Whether the signed-in member gets the weekly report by mail, and when the next goes out',
          errors: 'read',
        },
        async (request) => getWeeklyReportSetting(db, request.orgId, memberId(request)),
      );
      contractRoute(
        scoped,
        reportApi.setWeeklyMail,
        {
          config,
          tags,
          summary: 'Switch the weekly report by mail on or off for the signed-in member',
          errors: 'read',
        },
        async (request) => setWeeklyReportSetting(db, request.orgId, memberId(request), request.body.enabled),
      );
    });
  };
}
