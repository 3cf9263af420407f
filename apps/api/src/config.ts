import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { usernameRule } from '@congdoan/shared';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'phải là true hoặc false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);

/** An optional setting: unset or blank is absent. */
const optionalText = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((v) => v || undefined);

/** A service's base address, without a trailing slash (tests point it at a fake on 127.0.0.1). */
const baseUrl = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'phải là một địa chỉ http:// hoặc https://')
      .default(fallback)
      .transform((v) => v.replace(/\/+$/, '')),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'phải là một số cổng' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'phải là một địa chỉ postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_USERNAME: usernameRule.default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'cần ít nhất 6 ký tự').max(128).optional(),
  /** Unset: on, except with NODE_ENV=production (demo accounts share a published password). */
  SEED_DEMO: bool(true),
  JWT_SECRET: z.string().min(32, 'cần ít nhất 32 ký tự').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'phải là một địa chỉ smtp:// hoặc smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Hệ thống quản lý công đoàn <no-reply@congdoan.local>'),
  /**
   * The address the officers open the app at (https://congdoan.example.vn): Zalo messages and
   * e-mails link its pages with it; unset, they name the page's path only.
   */
  PUBLIC_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'phải là một địa chỉ http:// hoặc https://')
      .optional()
      .transform((v) => v?.replace(/\/+$/, '')),
  ),
  PROVINCE_CODE: z
    .string()
    .regex(/^\d{2}$/, 'là mã tỉnh 2 chữ số, ví dụ 24 (Bắc Ninh)')
    .default('24'),
  /** The Zalo app behind the OA (docs/requirements.md, "Zalo OA"); without id and secret nothing is sent. */
  ZALO_APP_ID: optionalText,
  ZALO_APP_SECRET: optionalText,
  /** The OA's secret key: webhook events are signed with it. */
  ZALO_OA_SECRET_KEY: optionalText,
  ZALO_API_BASE: baseUrl('https://openapi.zalo.me'),
  ZALO_OAUTH_BASE: baseUrl('https://oauth.zaloapp.com'),
  /** Exchanged once for the OA's first tokens, when the database holds none. */
  ZALO_OA_REFRESH_TOKEN: optionalText,
  /** How often the followers are synced; 0: only from the screen's reload button. */
  ZALO_SYNC_INTERVAL_MINUTES: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'phải là số phút (0: tắt)' })
      .int('phải là số phút (0: tắt)')
      .min(0, 'phải là số phút (0: tắt)')
      .max(10_080, 'tối đa 10080 phút (một tuần)')
      .default(360),
  ),
  /**
   * The assistant's optional model (docs/requirements.md, "Assistant"): an OpenAI-compatible chat
   * endpoint (its base, e.g. https://api.openai.com/v1), its key and model name. Without URL and
   * model the built-in engine answers everything; nothing is sent anywhere.
   */
  ASSISTANT_LLM_URL: z.preprocess(
    (v) => blankAsUnset(typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'phải là một địa chỉ http:// hoặc https://')
      .optional()
      .transform((v) => v?.replace(/\/+$/, '')),
  ),
  ASSISTANT_LLM_KEY: optionalText,
  ASSISTANT_LLM_MODEL: optionalText,
  /** How long one answer of the model may take, streaming included, before the built-in answer is given. */
  ASSISTANT_LLM_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'phải là số mili giây' })
      .int('phải là số mili giây')
      .min(1000, 'ít nhất 1000 mili giây')
      .max(300_000, 'tối đa 300000 mili giây (5 phút)')
      .default(20_000),
  ),
  /** The periodic jobs (src/jobs/README.md: the day-before event reminders); false: none run here. */
  JOBS_ENABLED: bool(true),
  /**
   * Scheduled backups (npm run backup's file, in DATA_DIR/backups): every this many hours, the
   * newest BACKUP_KEEP kept; 0 (the default): none, only the command.
   */
  BACKUP_INTERVAL_HOURS: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'phải là số giờ (0: tắt)' })
      .int('phải là số giờ (0: tắt)')
      .min(0, 'phải là số giờ (0: tắt)')
      .max(720, 'tối đa 720 giờ (30 ngày)')
      .default(0),
  ),
  BACKUP_KEEP: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'phải là số bản sao lưu giữ lại' })
      .int('phải là số bản sao lưu giữ lại')
      .min(1, 'ít nhất 1 bản')
      .max(1000, 'tối đa 1000 bản')
      .default(7),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** false, true (any proxy: only behind one you control), a hop count, or a comma list of proxy addresses. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/,
      'là true, false, số tầng proxy hoặc danh sách địa chỉ',
    )
    .optional()
    .transform((v): boolean | number | string => {
      if (v === undefined || v === 'false') return false;
      if (v === 'true') return true;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
});

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET'> & {
  JWT_SECRET: string;
  /** Where the web app's built files are, when it is served by the API. */
  WEB_DIST?: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Cấu hình không hợp lệ:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new ConfigError('Cấu hình không hợp lệ:\n  JWT_SECRET: bắt buộc khi NODE_ENV=production');
  }
  // npm runs workspace scripts in the workspace folder; a relative DATA_DIR means the caller's folder.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR);
  return {
    ...c,
    SEED_DEMO: env.SEED_DEMO ? c.SEED_DEMO : c.NODE_ENV !== 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: c.JWT_SECRET ?? generatedSecret(dataDir),
  };
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (saved.jwtSecret) return saved.jwtSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}
