import { describe, expect, it } from 'vitest';
import { appDownloadTarget } from './appDownload.ts';

const ORIGIN = 'https://play.example.com';

describe('appDownloadTarget: where an app download QR code leads', () => {
  it("leads to the tenant's app link for that phone when the site permission has one", () => {
    const resources = [
      { resourceType: 'IOS_APP', url: 'https://apps.example.com/ios/brand' },
      { resourceType: 'ANDROID_APP', url: 'https://apps.example.com/brand.apk' },
    ];
    expect(appDownloadTarget('ios', resources, ORIGIN)).toBe('https://apps.example.com/ios/brand');
    expect(appDownloadTarget('android', resources, ORIGIN)).toBe('https://apps.example.com/brand.apk');
  });

  it("leads to this site's install guide for that phone when no app link is configured", () => {
    expect(appDownloadTarget('ios', undefined, ORIGIN)).toBe(`${ORIGIN}/appDownload?os=ios`);
    expect(appDownloadTarget('android', [], `${ORIGIN}/`)).toBe(`${ORIGIN}/appDownload?os=android`);
  });

  it("uses only the phone's own link: an iOS link does not serve Android", () => {
    const resources = [{ resourceType: 'IOS_APP', url: 'https://apps.example.com/ios/brand' }];
    expect(appDownloadTarget('android', resources, ORIGIN)).toBe(`${ORIGIN}/appDownload?os=android`);
  });

  it('ignores an empty or non-web link (it could not be opened from a QR code)', () => {
    expect(appDownloadTarget('ios', [{ resourceType: 'IOS_APP', url: '  ' }], ORIGIN)).toBe(
      `${ORIGIN}/appDownload?os=ios`,
    );
    expect(appDownloadTarget('ios', [{ resourceType: 'IOS_APP', url: 'javascript:alert(1)' }], ORIGIN)).toBe(
      `${ORIGIN}/appDownload?os=ios`,
    );
    expect(appDownloadTarget('android', [{ resourceType: 'ANDROID_APP', url: null }], ORIGIN)).toBe(
      `${ORIGIN}/appDownload?os=android`,
    );
  });
});
