import type { LoginBody, LoginResult } from '@congdoan/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST auth/login → tokens and the session user. Wrong password: 401 with the server's message. */
export const login = (body: LoginBody) => api.post<LoginResult>('auth/login', body, { auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
