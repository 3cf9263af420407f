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
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const lookupItem = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;
