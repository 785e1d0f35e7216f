import { describe, expect, it } from 'vitest';
import { AREAS } from './define.ts';
import {
  allCalls,
  assertRegistryConsistent,
  fillPath,
  getCall,
  overrideRoutes,
  registry,
  resolvePath,
} from './registry.ts';

describe('call registry', () => {
  it('has unique names and routes, each name prefixed by its area', () => {
    expect(() => assertRegistryConsistent()).not.toThrow();
    for (const call of allCalls) {
      expect(call.name.startsWith(`${call.area}.`)).toBe(true);
      expect(AREAS).toContain(call.area);
      expect(call.path.startsWith('/')).toBe(true);
      expect(call.description.length).toBeGreaterThan(5);
    }
  });

  it('rejects a duplicated route', () => {
    const login = registry['session.login'];
    expect(() => assertRegistryConsistent([login, { ...login, name: 'session.other' }])).toThrow(
      /share the route/,
    );
  });

  it('takes path, verb, module id, token and encryption of login from the notes', () => {
    const login = getCall('session.login');
    expect(login).toMatchObject({
      method: 'POST',
      path: '/wps/session/login',
      moduleId: 'COMM3',
      auth: 'none',
      encrypted: true,
      kind: 'mutation',
    });
  });

  it('keeps dev calls under /wps/dev', () => {
    for (const call of allCalls.filter((c) => c.area === 'dev'))
      expect(call.path.startsWith('/wps/dev/')).toBe(true);
  });

  it('applies a tenant path override by call name', () => {
    const call = registry['games.favouriteIds'];
    expect(resolvePath(call, {})).toBe('/wps/relay/MCSFE_getFavoriteGames');
    expect(resolvePath(call, { 'games.favouriteIds': '/wps/relay/MCS2_getFavoriteGames' })).toBe(
      '/wps/relay/MCS2_getFavoriteGames',
    );
    expect(resolvePath(call, { 'games.list': '/x' })).toBe('/wps/relay/MCSFE_getFavoriteGames');
  });

  it("lists the extra routes of tenants' overrides and refuses colliding ones", () => {
    const routes = overrideRoutes({
      OLDBRAND: {
        'games.favouriteIds': '/wps/relay/MCS2_getFavoriteGames',
        'site.permission': '/wps/system/status',
      },
      OTHER: { 'games.favouriteIds': '/wps/relay/MCS2_getFavoriteGames' },
      NEW: undefined,
    });
    expect(routes).toEqual([
      {
        call: registry['games.favouriteIds'],
        method: 'GET',
        path: '/wps/relay/MCS2_getFavoriteGames',
        merchants: ['OLDBRAND', 'OTHER'],
      },
    ]);
    expect(() => overrideRoutes({ A: { 'site.permission': '/wps/member/info' } })).toThrow(
      /lands on the route of member.info/,
    );
    expect(() => overrideRoutes({ A: { 'games.nope': '/x' } })).toThrow(/unknown call/);
    expect(() => overrideRoutes({ A: { 'member.info': '/x' }, B: { 'site.permission': '/x' } })).toThrow(
      /is member.info/,
    );
  });

  it('fills path parameters from the request and removes them from it', () => {
    expect(fillPath('/lgw/games/{code}/setting', { code: 'A B', x: 1 })).toEqual({
      path: '/lgw/games/A%20B/setting',
      rest: { x: 1 },
    });
    expect(() => fillPath('/lgw/games/{code}/setting', {})).toThrow(/code/);
  });

  it('parses query-string numbers of GET requests into numbers', () => {
    const parsed = registry['games.list'].request.parse({ gameType: 'RNG', pageNo: '2', pageSize: 10 });
    expect(parsed).toMatchObject({ gameType: 'RNG', pageNo: 2, pageSize: 10 });
  });

  it('accepts extra response fields but rejects a missing field the screens read', () => {
    const schema = registry['wallet.merchantWallet'].response;
    expect(schema.parse({ isSingle: 1, extra: 'x' })).toEqual({ isSingle: 1, extra: 'x' });
    expect(schema.safeParse({}).success).toBe(false);
  });
});
