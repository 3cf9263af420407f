import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { ADMIN_GROUP_ID } from './limits.js';
import { type AppAction, type AppSubject, parsePermissionCode } from './permissions.js';

export type AppAbility = MongoAbility<[AppAction, AppSubject]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/** docs/requirements.md, "Ability": a visitor who is not signed in may read auth, events and event types. */
export const GUEST_RULES: AbilityRule[] = [
  { action: 'read', subject: 'auth' },
  { action: 'read', subject: 'event' },
  { action: 'read', subject: 'event-type' },
];

export interface AbilitySource {
  /** 1 means administrator: manage all. */
  userGroupId?: number | null;
  /** Permission codes granted by the active role. */
  permissions: readonly string[];
}

/** The (action, subject) list a user holds: what the API answers as `ability` and enforces. */
export function rulesFor(source: AbilitySource | null | undefined): AbilityRule[] {
  if (!source) return GUEST_RULES;
  if (source.userGroupId === ADMIN_GROUP_ID) return [{ action: 'manage', subject: 'all' }];
  const rules: AbilityRule[] = [{ action: 'read', subject: 'auth' }];
  for (const code of source.permissions) {
    const pair = parsePermissionCode(code);
    if (pair) rules.push({ action: pair.action, subject: pair.subject });
  }
  return rules;
}

export function defineAbilityFor(source: AbilitySource | null | undefined): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(source));
}

export function abilityFromRules(rules: AbilityRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}
