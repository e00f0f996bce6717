/**
 * Module entry: the console's 消息 (issue #16) — system messages an operator sends to one
 * member, a member tag or everyone, now or at a time (/api/admin/messages*), delivered into the
 * member module's inbox by the pg-boss job 'announcement-deliver' and the minute sweep
 * 'announcements-due'. Needs: announcements-needs.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AnnouncementNeeds } from './announcements-needs.ts';
import { createAnnouncementDelivery, DELIVER_JOB, DUE_SWEEP, type AnnouncementDelivery } from './announcement-delivery.ts';
import { createAnnouncements } from './announcements.service.ts';
import { announcementRoutes } from './announcement-routes.ts';

export type { AnnouncementNeeds } from './announcements-needs.ts';
export { createAnnouncementDelivery, DELIVERY_PAGE } from './announcement-delivery.ts';

export function registerAnnouncements(api: FastifyInstance, needs: AnnouncementNeeds): { delivery: AnnouncementDelivery } {
  const { ctx } = needs;
  const delivery = createAnnouncementDelivery({ database: ctx.database, clock: ctx.clock, inbox: needs.inbox });
  announcementRoutes(api, needs.staff, createAnnouncements(needs, delivery));
  ctx.jobs?.work(DELIVER_JOB, async (data) => {
    const id = Number(data.id);
    if (Number.isSafeInteger(id) && id > 0) await delivery.deliver(id);
  });
  ctx.jobs?.every(DUE_SWEEP, '* * * * *', async () => {
    await delivery.runDue();
  });
  return { delivery };
}
