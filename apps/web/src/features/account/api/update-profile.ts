import { ERRORS, type ErrorCode, type SessionUser, type UpdateProfileBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { meQuery } from './get-me';

/** The body of PUT auth/profile. */
export type ProfileInput = UpdateProfileBody;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = ERRORS.current_password_required.message;

/** Server codes about the current password, shown on its field rather than above the form. */
const CURRENT_PASSWORD_CODES = new Set<string>([
  'current_password_required',
  'wrong_current_password',
] satisfies ErrorCode[]);

const comparableEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * Whether the form's e-mail differs from the stored one, as the server decides: ignoring case,
 * and clearing the e-mail is a change too.
 */
export const emailChanges = (email: string | null | undefined, stored: string | null | undefined) =>
  comparableEmail(email) !== comparableEmail(stored);

/** The body to send: the current password only when the e-mail changes (its field is shown). */
export function profileBody(values: ProfileInput, storedEmail: string | null): ProfileInput {
  const { currentPassword, ...rest } = values;
  return emailChanges(values.email, storedEmail) ? { ...rest, currentPassword } : rest;
}

/** The server's message when it is about the current password, else undefined. */
export function currentPasswordError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.code || !CURRENT_PASSWORD_CODES.has(error.code))
    return undefined;
  return error.message;
}

/** PUT auth/profile → the updated user, which replaces the stored one; an emptied field is sent as null. */
export const updateProfile = (body: ProfileInput) =>
  api.put<SessionUser>('auth/profile', emptiedAsNull(body));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      session.setUser(user);
      queryClient.setQueryData(meQuery().queryKey, user);
    },
  });
}
