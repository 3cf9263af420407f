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
    ];
    for (const [env, setting] of bad) {
      expect(() => loadConfig({ DATA_DIR: tmp(), ...env }), setting).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(setting);
    }
  });

  it('reads SEED_DEMO=false as off', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
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

  it('takes over a stale lock of a dead process', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 2_147_483_000, purpose: 'server' }));
    const release = lockDataDir(dir, 'server');
    expect(JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });
});
