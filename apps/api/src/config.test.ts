import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'congdoan-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      ADMIN_USERNAME: 'admin',
      SEED_DEMO: true,
      PROVINCE_CODE: '24',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(c.JWT_SECRET);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).jwtSecret).toBe(c.JWT_SECRET);
  });

  it('stops on a bad value with a message naming the setting', () => {
    const bad: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
      [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
      [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
      [{ ZALO_API_BASE: 'openapi.zalo.me' }, 'ZALO_API_BASE'],
      [{ ZALO_OAUTH_BASE: 'ftp://oauth' }, 'ZALO_OAUTH_BASE'],
      [{ ZALO_SYNC_INTERVAL_MINUTES: '-1' }, 'ZALO_SYNC_INTERVAL_MINUTES'],
      [{ ZALO_SYNC_INTERVAL_MINUTES: 'hourly' }, 'ZALO_SYNC_INTERVAL_MINUTES'],
      [{ PUBLIC_URL: 'congdoan.bacninh.vn' }, 'PUBLIC_URL'],
      [{ ASSISTANT_LLM_URL: 'api.openai.com/v1' }, 'ASSISTANT_LLM_URL'],
      [{ ASSISTANT_LLM_TIMEOUT_MS: 'soon' }, 'ASSISTANT_LLM_TIMEOUT_MS'],
      [{ ASSISTANT_LLM_TIMEOUT_MS: '10' }, 'ASSISTANT_LLM_TIMEOUT_MS'],
    ];
    for (const [env, setting] of bad) {
      expect(() => loadConfig({ DATA_DIR: tmp(), ...env }), setting).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(setting);
    }
  });

  it('reads SEED_DEMO=false as off, and leaves demo data out of production unless asked', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    const production = { DATA_DIR: tmp(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('reads the Zalo OA settings: official hosts by default, blanks as unset, a sync every 6 hours', () => {
    const zalo = (env: Record<string, string> = {}) => {
      const c = loadConfig({ DATA_DIR: tmp(), ...env });
      return {
        appId: c.ZALO_APP_ID,
        secret: c.ZALO_APP_SECRET,
        key: c.ZALO_OA_SECRET_KEY,
        api: c.ZALO_API_BASE,
        oauth: c.ZALO_OAUTH_BASE,
        refresh: c.ZALO_OA_REFRESH_TOKEN,
        every: c.ZALO_SYNC_INTERVAL_MINUTES,
      };
    };
    expect(zalo()).toEqual({
      appId: undefined,
      secret: undefined,
      key: undefined,
      api: 'https://openapi.zalo.me',
      oauth: 'https://oauth.zaloapp.com',
      refresh: undefined,
      every: 360,
    });
    expect(zalo({ ZALO_APP_ID: ' ', ZALO_API_BASE: '', ZALO_SYNC_INTERVAL_MINUTES: '' })).toMatchObject({
      appId: undefined,
      api: 'https://openapi.zalo.me',
      every: 360,
    });
    expect(
      zalo({ ZALO_APP_ID: '123', ZALO_API_BASE: 'http://127.0.0.1:9000/', ZALO_SYNC_INTERVAL_MINUTES: '0' }),
    ).toMatchObject({ appId: '123', api: 'http://127.0.0.1:9000', every: 0 });
  });

  it("reads the assistant's model settings: none by default, a 20 s timeout, the address without its trailing slash", () => {
    const llm = (env: Record<string, string> = {}) => {
      const c = loadConfig({ DATA_DIR: tmp(), ...env });
      return {
        url: c.ASSISTANT_LLM_URL,
        key: c.ASSISTANT_LLM_KEY,
        model: c.ASSISTANT_LLM_MODEL,
        timeout: c.ASSISTANT_LLM_TIMEOUT_MS,
      };
    };
    expect(llm()).toEqual({ url: undefined, key: undefined, model: undefined, timeout: 20_000 });
    expect(llm({ ASSISTANT_LLM_URL: ' ', ASSISTANT_LLM_KEY: '', ASSISTANT_LLM_TIMEOUT_MS: '' })).toEqual({
      url: undefined,
      key: undefined,
      model: undefined,
      timeout: 20_000,
    });
    expect(
      llm({
        ASSISTANT_LLM_URL: 'http://127.0.0.1:8080/v1/',
        ASSISTANT_LLM_KEY: 'sk-1',
        ASSISTANT_LLM_MODEL: 'qwen2.5-7b-instruct',
        ASSISTANT_LLM_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ url: 'http://127.0.0.1:8080/v1', key: 'sk-1', model: 'qwen2.5-7b-instruct', timeout: 5000 });
  });

  it('reads PUBLIC_URL without its trailing slash, blank as unset', () => {
    const publicUrl = (v?: string) =>
      loadConfig({ DATA_DIR: tmp(), ...(v === undefined ? {} : { PUBLIC_URL: v }) }).PUBLIC_URL;
    expect(publicUrl()).toBeUndefined();
    expect(publicUrl('')).toBeUndefined();
    expect(publicUrl('https://congdoan.bacninh.vn/')).toBe('https://congdoan.bacninh.vn');
    expect(publicUrl('http://10.0.0.5:3000/qlcd')).toBe('http://10.0.0.5:3000/qlcd');
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    const trust = (v?: string) =>
      loadConfig({ DATA_DIR: tmp(), ...(v === undefined ? {} : { TRUST_PROXY: v }) }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.1,10.0.0.2')).toBe('10.0.0.1,10.0.0.2');
    expect(() => trust('mọi nơi')).toThrow('TRUST_PROXY');
  });
});

describe('lockDataDir', () => {
  it('refuses while another live process holds it, and frees it on release', () => {
    const dir = tmp();
    const lockFile = path.join(dir, 'server.lock');
    // Another live process (our parent) holds the directory.
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, purpose: 'server' }));
    expect(() => lockDataDir(dir, 'db:seed')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, 'db:seed')).toThrow(`tiến trình ${process.ppid} (server)`);
    rmSync(lockFile);
    const release = lockDataDir(dir, 'db:seed');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'db:seed',
    });
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another program', () => {
    const dir = tmp();
    const other = spawn('sleep', ['30']); // alive, but not a Node.js server
    try {
      writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: other.pid, purpose: 'server' }));
      const release = lockDataDir(dir, 'server');
      expect(JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
      release();
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock of a dead process', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 2_147_483_000, purpose: 'server' }));
    const release = lockDataDir(dir, 'server');
    expect(JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });
});
