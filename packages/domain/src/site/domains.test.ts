import { describe, expect, it } from 'vitest';
import {
  domainRoutesOfPermission,
  failoverDomains,
  failoverUrl,
  mergeDomainRoutes,
  parseDomainName,
} from './domains.ts';

const routes = (...names: unknown[]) => ({ domainList: names.map((domainName) => ({ domainName })) });
const hosts = (list: { host: string }[]) => list.map((d) => d.host);

describe('parseDomainName', () => {
  it('reads a plain host, with a scheme, a trailing slash, upper case or a port', () => {
    expect(parseDomainName('www.brand.example')).toEqual({ host: 'www.brand.example' });
    expect(parseDomainName(' https://WWW.Brand.example/ ')).toEqual({
      host: 'www.brand.example',
      protocol: 'https:',
    });
    expect(parseDomainName('http://brand.example:8080')).toEqual({
      host: 'brand.example:8080',
      protocol: 'http:',
    });
    expect(parseDomainName('xn--72c1ap2bc.example')).toEqual({ host: 'xn--72c1ap2bc.example' });
  });

  it('refuses what is not a plain host', () => {
    for (const bad of [
      '',
      '   ',
      'localhost',
      'brand',
      'www.brand.example/path',
      'user@brand.example',
      'www brand.example',
      'ftp://brand.example',
      'javascript:alert(1)',
      '-brand.example',
      'brand-.example',
      'bra_nd.example',
      'brand..example',
      '.brand.example',
      `${'a'.repeat(64)}.example`,
      'brand.example:0',
      'brand.example:65536',
      'brand.example:80:81',
      'brand.example:x',
      '//brand.example',
      null,
      undefined,
      42,
      { domainName: 'brand.example' },
    ])
      expect(parseDomainName(bad), String(bad)).toBeNull();
  });
});

describe('failoverDomains', () => {
  it('offers the main domain first, then the routes in the platform order, each once, without the current host', () => {
    const answer = {
      ...routes('a.brand.example', 'www.brand.example', 'b.brand.example', 'A.brand.example'),
      mainDomain: 'www.brand.example',
    };
    expect(hosts(failoverDomains(answer, 'c.brand.example'))).toEqual([
      'www.brand.example',
      'a.brand.example',
      'b.brand.example',
    ]);
    expect(hosts(failoverDomains(answer, 'a.brand.example'))).toEqual([
      'www.brand.example',
      'b.brand.example',
    ]);
    expect(hosts(failoverDomains(answer, 'WWW.BRAND.EXAMPLE'))).toEqual([
      'a.brand.example',
      'b.brand.example',
    ]);
  });

  it('leaves out the current host whatever its port, unless the route names another port', () => {
    expect(
      hosts(
        failoverDomains(routes('brand.example', 'brand.example:8443', 'other.example'), 'brand.example:8080'),
      ),
    ).toEqual(['brand.example:8443', 'other.example']);
  });

  it('leaves out malformed names and entries', () => {
    const answer = {
      domainList: [{ domainName: 'bad name' }, {}, null, { domainName: 7 }, { domainName: 'ok.example' }],
      mainDomain: 'nope',
    };
    expect(hosts(failoverDomains(answer as never, 'here.example'))).toEqual(['ok.example']);
  });

  it('offers nothing when nothing is known or only the current host is', () => {
    expect(failoverDomains(undefined, 'here.example')).toEqual([]);
    expect(failoverDomains({}, 'here.example')).toEqual([]);
    expect(failoverDomains({ domainList: null }, 'here.example')).toEqual([]);
    expect(
      failoverDomains({ ...routes('here.example'), mainDomain: 'https://here.example/' }, 'here.example'),
    ).toEqual([]);
  });
});

describe('failoverUrl', () => {
  const location = {
    protocol: 'https:',
    pathname: '/member/depositv2',
    search: '?page=deposit&r=ab%20c',
    hash: '#top',
  };
  it('keeps the path, query and fragment on the other domain, in the current scheme unless the name gave one', () => {
    expect(failoverUrl({ host: 'b.brand.example' }, location)).toBe(
      'https://b.brand.example/member/depositv2?page=deposit&r=ab%20c#top',
    );
    expect(failoverUrl({ host: 'b.brand.example:8443' }, { ...location, search: '', hash: '' })).toBe(
      'https://b.brand.example:8443/member/depositv2',
    );
    expect(failoverUrl({ host: 'b.brand.example' }, { ...location, protocol: 'http:' })).toMatch(
      /^http:\/\/b\.brand\.example\//,
    );
    expect(
      failoverUrl({ host: 'b.brand.example', protocol: 'https:' }, { ...location, protocol: 'http:' }),
    ).toMatch(/^https:\/\//);
    expect(failoverUrl({ host: 'b.brand.example' }, { ...location, protocol: 'file:', pathname: '' })).toBe(
      'https://b.brand.example/?page=deposit&r=ab%20c#top',
    );
  });
});

describe('the routes of several answers', () => {
  it('reads the permission: its domainRoute, and the top-level mainDomain and domainList', () => {
    const permission = {
      maintenance: false,
      mainDomain: 'www.brand.example',
      domainRoute: { ...routes('a.brand.example'), mainDomain: 'ignored.example' },
      domainList: ['b.brand.example', { domainName: 'c.brand.example' }],
    };
    const merged = domainRoutesOfPermission(permission);
    expect(merged.mainDomain).toBe('www.brand.example');
    expect(hosts(failoverDomains(merged, 'x.example'))).toEqual([
      'www.brand.example',
      'a.brand.example',
      'b.brand.example',
      'c.brand.example',
    ]);
    expect(domainRoutesOfPermission(null)).toEqual({});
    expect(
      domainRoutesOfPermission({ domainRoute: { ...routes('a.example'), mainDomain: 'm.example' } })
        .mainDomain,
    ).toBe('m.example');
  });

  it('puts the call answer before what was kept', () => {
    const merged = mergeDomainRoutes(routes('new.example'), undefined, {
      ...routes('old.example'),
      mainDomain: 'main.example',
    });
    expect(hosts(failoverDomains(merged, 'x.example'))).toEqual([
      'main.example',
      'new.example',
      'old.example',
    ]);
  });
});
