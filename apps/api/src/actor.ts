import type { AppAbility, DataScope } from '@congdoan/shared';

/**
 * The signed-in caller of a request (one frozen object per token, shared by its requests): who
 * they are, the active role's scope and places, and what they may do. Declared here, below
 * everything that reads it (the auth plugin, the scope conditions, the services), so that domain
 * code never imports the web server's plugins to know who is calling.
 */
export interface Actor {
  userId: number;
  sessionId: string;
  roleId: number;
  userGroupId: number | null;
  scope: DataScope;
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  permissions: string[];
  ability: AppAbility;
}
