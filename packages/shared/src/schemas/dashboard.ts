import { z } from 'zod';
import { ORGANIZATION_LEVELS } from '../organization-levels.js';

export const dashboardSummary = z.object({
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    locked: z.number().int(),
    byRole: z.array(z.object({ roleId: z.number().int(), roleName: z.string(), count: z.number().int() })),
  }),
  organizations: z.object({
    total: z.number().int(),
    byLevel: z.array(z.object({ level: z.enum(ORGANIZATION_LEVELS), count: z.number().int() })),
  }),
  wards: z.number().int(),
  industrialZones: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const lookupItem = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;
