import { describe, expect, it } from 'vitest';
import { nationalPhone } from './zalo.js';

describe('a phone as Vietnamese numbers are stored', () => {
  it('reads Zalo’s, the international and a spaced way of writing one mobile the same', () => {
    for (const phone of ['84912345678', '+84912345678', '+84 912 345 678', '0912.345.678', '0912345678'])
      expect(nationalPhone(phone), phone).toBe('0912345678');
  });

  it('leaves another number as it is, without its spaces', () => {
    expect(nationalPhone('+1 555 0100')).toBe('+15550100');
    expect(nationalPhone('8491234567')).toBe('8491234567');
  });
});
