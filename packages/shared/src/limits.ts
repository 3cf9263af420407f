/** Business constants (docs/requirements.md, "Constants") and the size limits every input obeys ("Limits"). */
export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 200;
/** The longest search text a list or a picker takes (the search box stops there too). */
export const SEARCH_TEXT_MAX = 200;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const ADMIN_GROUP_ID = 1;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 30_000;
export const NARROW_BREAKPOINT_PX = 1200;
export const SCROLL_TOP_AFTER_PX = 300;
export const PERSISTED_STORE_VERSION = '1.1';
export const APP_TITLE = 'QLCĐ';
export const APP_FULL_TITLE = 'Hệ thống quản lý công đoàn';
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Reset codes one e-mail may ask for, and reset attempts one address may make, per code lifetime. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_ATTEMPTS_PER_ADDRESS = 30;
/** Self sign-ups one address may make per hour. */
export const REGISTRATIONS_PER_ADDRESS = 20;
/**
 * Failed sign-ins (successes never count) per window: on one account from any address, and from one
 * address on any accounts. The address's ceiling is high enough for an office's typos behind one
 * address, low enough to stop trying one password on many accounts.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;
export const LOGIN_WINDOW_MINUTES = 15;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** Two tabs may refresh with the same token at the same moment; the second still succeeds. */
export const REFRESH_GRACE_SECONDS = 5;
export const SPREADSHEET_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
