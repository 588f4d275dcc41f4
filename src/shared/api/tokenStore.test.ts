import { describe, expect, it } from 'vitest';
import { DEFAULT_LIFETIME_MS, TOKEN_KEYS, createTokenStore, expiryFromAccessToken, isExpired, isExpiringSoon } from './tokenStore.ts';

const MIN = 60_000;
const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('token timing', () => {
  const expiry = 1_000_000_000;
  it('counts as expired from 5 minutes before the real expiry', () => {
    expect(isExpired(expiry, expiry - 5 * MIN - 1)).toBe(false);
    expect(isExpired(expiry, expiry - 5 * MIN)).toBe(true);
    expect(isExpired(expiry, expiry + 1)).toBe(true);
  });
  it('counts as expiring soon from 10 minutes before the real expiry', () => {
    expect(isExpiringSoon(expiry, expiry - 10 * MIN - 1)).toBe(false);
    expect(isExpiringSoon(expiry, expiry - 10 * MIN)).toBe(true);
  });
  it('treats a missing expiry as expired and expiring', () => {
    expect(isExpired(null, 0)).toBe(true);
    expect(isExpiringSoon(null, 0)).toBe(true);
  });
});

describe('expiry from the access token', () => {
  it('reads the exp claim (seconds) as milliseconds', () => {
    expect(expiryFromAccessToken(jwt({ exp: 1_900_000_000 }), 5)).toBe(1_900_000_000_000);
  });
  it('reads base64url payloads with - and _', () => {
    const token = jwt({ exp: 1_900_000_123, name: '??>>~~' });
    expect(token).toMatch(/[-_]/);
    expect(expiryFromAccessToken(token, 0)).toBe(1_900_000_123_000);
  });
  it('counts the lifetime (exp − iat) from the moment of receipt, whatever the device clock says', () => {
    const serverNow = 1_900_000_000;
    const token = jwt({ iat: serverNow, exp: serverNow + 15 * 60 });
    const deviceAhead = serverNow * 1000 + 20 * MIN;
    const deviceBehind = serverNow * 1000 - 20 * MIN;
    expect(expiryFromAccessToken(token, deviceAhead)).toBe(deviceAhead + 15 * MIN);
    expect(expiryFromAccessToken(token, deviceBehind)).toBe(deviceBehind + 15 * MIN);
  });
  it.each([20, -20])('with the device clock %i minutes off, a fresh token is valid for 10 minutes, then refreshed', (skewMinutes) => {
    const serverNow = 1_900_000_000;
    let deviceNow = serverNow * 1000 + skewMinutes * MIN;
    const store = createTokenStore(memory(), () => deviceNow);
    store.save(jwt({ iat: serverNow, exp: serverNow + 15 * 60 }), 'r');
    expect(store.isAccessValid()).toBe(true);
    deviceNow += 10 * MIN - 1;
    expect(store.isAccessValid()).toBe(true);
    deviceNow += 1;
    expect(store.isAccessValid()).toBe(false);
  });
  it.each(['not-a-jwt', 'a.b.c', 'a.eyJleHAiOiJzb29uIn0.c', ''])('assumes 15 minutes from now for %j', (token) => {
    expect(expiryFromAccessToken(token, 42)).toBe(42 + DEFAULT_LIFETIME_MS);
  });
});

describe('token store', () => {
  it('keeps the three keys, token values base64-encoded', () => {
    const storage = memory();
    const store = createTokenStore(storage, () => 0);
    const access = jwt({ exp: 2_000_000_000 });
    store.save(access, 'yenileme-ğüş');
    expect(storage.map.get(TOKEN_KEYS.access)).toBe(btoa(access));
    expect(storage.map.get(TOKEN_KEYS.refresh)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(store.getRefresh()).toBe('yenileme-ğüş');
    expect(storage.map.get(TOKEN_KEYS.expiry)).toBe('2000000000000');
    expect(store.getAccess()).toBe(access);
  });
  it('keeps the old refresh token when the refresh answer has none', () => {
    const store = createTokenStore(memory(), () => 0);
    store.save('a1', 'r1');
    store.save('a2');
    expect(store.getRefresh()).toBe('r1');
    expect(store.getAccess()).toBe('a2');
  });
  it('clears all three keys', () => {
    const storage = memory();
    const store = createTokenStore(storage, () => 0);
    store.save('a', 'r');
    store.clear();
    expect(storage.map.size).toBe(0);
  });
  it('judges validity by the stored expiry and the margins', () => {
    let now = 0;
    const store = createTokenStore(memory(), () => now);
    store.save(jwt({ exp: 15 * 60 }), 'r');
    expect(store.isAccessValid()).toBe(true);
    expect(store.isExpiringSoon()).toBe(false);
    now = 5 * MIN;
    expect(store.isExpiringSoon()).toBe(true);
    expect(store.isAccessValid()).toBe(true);
    now = 10 * MIN;
    expect(store.isAccessValid()).toBe(false);
  });
});
