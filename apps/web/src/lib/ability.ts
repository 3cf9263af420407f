import { useAbility } from '@casl/react';
import {
  type AbilityRule,
  type AppAbility,
  type AppAction,
  type AppSubject,
  abilityFromRules,
  GUEST_RULES,
  type SessionUser,
} from '@congdoan/shared';
import { session } from './api';

export { AbilityProvider } from '@casl/react';

/** The stored user's (action, subject) list, or the guest rules when signed out (docs/requirements.md, "Ability"). */
export function rulesOf(user: SessionUser | null): AbilityRule[] {
  if (!user) return GUEST_RULES;
  return user.ability.map((rule) => ({
    action: rule.action as AppAction,
    subject: rule.subject as AppSubject,
  }));
}

/**
 * One ability for the whole app, updated in place whenever the session changes (login, token
 * refresh, role switch, logout, another tab). @casl/react's useAbility re-renders on update.
 */
export const appAbility: AppAbility = abilityFromRules(rulesOf(session.user()));

let lastUser = session.user();
session.subscribe(() => {
  const user = session.user();
  if (user === lastUser) return;
  lastUser = user;
  appAbility.update(rulesOf(user));
});

export const useAppAbility = (): AppAbility => useAbility<AppAbility>();

/**
 * Whether the caller asks for new members to be admitted rather than admitting them (POST
 * approval/admission, decided by the nearest approvers): they may file requests and pick a union
 * (read organization), but may not create members. A member (own record only) reads no union.
 */
export const asksForAdmission = (ability: AppAbility): boolean =>
  !ability.can('create', 'member') &&
  ability.can('submit', 'approval') &&
  ability.can('read', 'organization');
