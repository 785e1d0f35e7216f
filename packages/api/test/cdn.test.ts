import { describe, expect, it } from 'vitest';
import { cdnCandidates, createCdnPicker, withHostFallback } from '../src/client/cdn.ts';

const hosts = ['https://a.cdn/', 'https://b.cdn', 'https://c.cdn'];

describe('CDN host picking', () => {
  it('starts at a random host and falls back to the next ones in order', () => {
    expect(cdnCandidates(hosts, '/TCG_PROD_IMAGES/x.png', () => 0.5)).toEqual([
      'https://b.cdn/TCG_PROD_IMAGES/x.png',
      'https://c.cdn/TCG_PROD_IMAGES/x.png',
      'https://a.cdn/TCG_PROD_IMAGES/x.png',
    ]);
    expect(cdnCandidates(hosts, 'x.png', () => 0)[0]).toBe('https://a.cdn/x.png');
    expect(cdnCandidates(hosts, 'x.png', () => 0.99)[0]).toBe('https://c.cdn/x.png');
  });

  it('leaves absolute URLs and an empty host list alone', () => {
    expect(cdnCandidates([], '/img/a.png')).toEqual(['/img/a.png']);
    expect(cdnCandidates(hosts, 'https://elsewhere/a.png', () => 0)[0]).toBe('https://elsewhere/a.png');
  });

  it('moves past a failing host once, even when several images report it', () => {
    const picker = createCdnPicker(hosts, () => 0);
    expect(picker.url('a.png')).toBe('https://a.cdn/a.png');
    expect(picker.fail('https://a.cdn')).toBe('https://b.cdn');
    expect(picker.fail('https://a.cdn/')).toBe('https://b.cdn');
    expect(picker.url('a.png')).toBe('https://b.cdn/a.png');
    expect(createCdnPicker(['https://only'], () => 0).fail()).toBeUndefined();
  });

  it('tries launch hosts until one works', async () => {
    const tried: (string | undefined)[] = [];
    const url = await withHostFallback(
      hosts,
      async (host) => {
        tried.push(host);
        if (host !== 'https://c.cdn') throw new Error('down');
        return `${host}/launch`;
      },
      () => 0.4,
    );
    expect(url).toBe('https://c.cdn/launch');
    expect(tried).toEqual(['https://b.cdn', 'https://c.cdn']);
    await expect(withHostFallback(hosts, async () => Promise.reject(new Error('all down')))).rejects.toThrow(
      'all down',
    );
  });
});
