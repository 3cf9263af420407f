import type { RegisterBody } from '@congdoan/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST auth/register → the new user's id. */
export const register = (body: RegisterBody) =>
  api.post<{ id: number }>('auth/register', body, { auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
