/** Paths the app itself redirects to (spec §2). */
export const HOME_PATH = '/trade-union/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';
export const ACCESS_CONTROL_PATH = '/access-control';
export const PROFILE_PATH = '/pages/profile';
export const CHANGE_PASSWORD_PATH = '/pages/change-password';
export const ACCOUNT_SETTINGS_PATH = '/pages/account-settings';
