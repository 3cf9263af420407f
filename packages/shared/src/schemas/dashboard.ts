import { z } from 'zod';
import { ORGANIZATION_LEVELS } from '../organization-levels.js';

/** Each part is null when the caller may not read its subject (users, organisations, wards, zones). */
export const dashboardSummary = z.object({
  users: z
    .object({
      total: z.number().int(),
      active: z.number().int(),
      locked: z.number().int(),
      byRole: z.array(z.object({ roleId: z.number().int(), roleName: z.string(), count: z.number().int() })),
    })
    .nullable(),
  organizations: z
    .object({
      total: z.number().int(),
      byLevel: z.array(z.object({ level: z.enum(ORGANIZATION_LEVELS), count: z.number().int() })),
    })
    .nullable(),
  wards: z.number().int().nullable(),
  industrialZones: z.number().int().nullable(),
  /**
   * The events the caller may read: upcoming (not started, not cancelled), under way now, and this
   * month's (Việt Nam time) registrations and attendance of the events they manage.
   */
  events: z
    .object({
      upcoming: z.number().int(),
      ongoing: z.number().int(),
      registrationsThisMonth: z.number().int(),
      attendedThisMonth: z.number().int(),
      /** The next few events, soonest first (at most 5). */
      next: z.array(
        z.object({
          id: z.number().int(),
          tenSuKien: z.string(),
          thoiGianBatDau: z.string(),
          diaDiem: z.string().nullable(),
          mauSac: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const lookupItem = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;
