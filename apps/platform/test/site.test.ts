import { describe, expect, it } from 'vitest';
import { expectFail, GOLD, NEON, SPORTS, usePlatform } from './helpers.ts';

const t = usePlatform();

// A 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('merchant header', () => {
  it('selects the tenant: each merchant gets its own settings', async () => {
    const gold = await t.call('site.permission', {}, { merchant: GOLD });
    const sports = await t.call('site.permission', {}, { merchant: SPORTS });
    expect(gold.body.value.supportedLanguages).toEqual(['EN', 'TY']);
    expect(sports.body.value.supportedLanguages).toEqual(['EN']);
    expect(gold.body.value.features?.singleWallet).toBe(false);
    expect(sports.body.value.features?.singleWallet).toBe(true);
  });
  it('refuses a request without the Merchant header', async () => {
    expectFail(await t.call('site.permission', {}, { merchant: null }), 400, 'NOT_FOUND_MERCHANT_IN_HEADER');
  });
  it('refuses an unknown merchant', async () => {
    expectFail(
      await t.call('site.permission', {}, { merchant: 'NOPE' }),
      400,
      'NOT_FOUND_MERCHANT_IN_HEADER',
      'NOPE',
    );
  });
  it('refuses the Merchant header sent twice (function.not.available)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: [GOLD, SPORTS] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
  it('takes the merchant code in any letter case', async () => {
    const r = await t.call('site.permission', {}, { merchant: 'goldcasino' });
    expect(r.body.success).toBe(true);
  });
});

describe('site permission and configuration', () => {
  it('answers the site permission response with flags, register rules, whitelabel and CDNs', async () => {
    const r = await t.call('site.permission');
    expect(r.status).toBe(200);
    const v = r.body.value;
    expect(v.maintenance).toBe(false);
    expect(v.regionRestriction).toBe(false);
    expect(v.location?.ip).toBeTruthy();
    expect(v.register?.username).toMatchObject({ minLength: 4, maxLength: 16, patternId: 2 });
    expect(v.imageCDNs?.length).toBeGreaterThan(0);
    expect(v.domainRoute?.domainList.map((d) => d.domainName)).toContain('www.goldcasino.example');
    expect(v.whitelabel?.map((n) => n.modId)).toEqual(['SITE', 'MEMBER', 'AGENT']);
  });
  it('whitelabel tree: nodes carry enabled "1"/"0" from the tenant settings', async () => {
    const sports = await t.call('site.whitelabel', {}, { merchant: SPORTS });
    const site = sports.body.value.find((n) => n.modId === 'SITE');
    const mobile = site?.childrenNodes?.find((n) => n.modId === 'MOBILENUMREG3');
    const free = site?.childrenNodes?.find((n) => n.modId === 'FREEPLAY3');
    expect(mobile?.enabled).toBe('0');
    expect(free?.enabled).toBe('1');
    // SMS-code login under the notes' VERIFICATION3; the permission carries the same tree.
    expect(site?.childrenNodes?.find((n) => n.modId === 'VERIFICATION3')?.enabled).toBe('0');
    const gold = await t.call('site.permission', {}, { merchant: GOLD });
    const goldSite = gold.body.value.whitelabel?.find((n) => n.modId === 'SITE');
    expect(goldSite?.childrenNodes?.find((n) => n.modId === 'VERIFICATION3')?.enabled).toBe('1');
    expect(goldSite?.childrenNodes?.find((n) => n.modId === 'MOBILENUMREG3')?.enabled).toBe('1');
    const member = sports.body.value.find((n) => n.modId === 'MEMBER');
    expect(member?.childrenNodes?.find((n) => n.modId === 'PTSYS3')?.enabled).toBe('0');
  });
  it('domain routes list the tenant domains', async () => {
    const r = await t.call('site.domainRoute', { device: 1 }, { merchant: NEON });
    expect(r.body.value.domainList.map((d) => d.domainName)).toEqual([
      'www.neonplay.example',
      'neonplay.example',
      'np2.neonplay.example',
    ]);
    expect(r.body.value.mainDomain).toBe('www.neonplay.example');
  });
  it('domain routes: a device that is not a number names the field', async () => {
    expectFail(await t.call('site.domainRoute', { device: 'phone' }), 400, 'INVALID_PARAMETERS', 'device');
  });
  it('register settings give per-field rules with show and required', async () => {
    const r = await t.call('session.registerSettings', {}, { merchant: NEON });
    expect(r.body.value.mobileNum).toMatchObject({ show: true, required: true });
    expect(r.body.value.captcha).toMatchObject({ show: true, required: true });
    expect(r.body.value.password?.acceptedPattern).not.toBe('*');
  });
  it('country list carries dialing codes and the tenant currency', async () => {
    const r = await t.call('site.country');
    expect(r.body.value.currencySymbol).toBe('฿');
    expect(r.body.value.countries[0]).toMatchObject({ countryCode: 'TH', countryDialingCode: '66' });
  });
  it('templates and location answer', async () => {
    expect((await t.call('site.templates')).body.value[0]?.name).toBe('default');
    expect((await t.call('site.location')).body.value.ip).toBeTruthy();
  });
  it('consolidated settings give the contract flags from the tenant modules', async () => {
    const gold = await t.call('site.consolidatedSettings');
    const neon = await t.call('site.consolidatedSettings', {}, { merchant: NEON });
    expect(gold.body.value.divtypereq).toBe('1');
    expect(neon.body.value.divtypereq).toBe('0');
  });
  it('customer-service script gives the live-chat URL', async () => {
    const r = await t.call('site.customerServiceScript');
    expect(r.body.value).toMatchObject({ imUrl: expect.stringContaining('chat.goldcasino.example') });
  });
  it('encryption key is an RSA public key with a key id, stable per tenant', async () => {
    const a = await t.call('site.encryptionKey');
    const b = await t.call('site.encryptionKey');
    expect(a.body.value.publicKey.kty).toBe('RSA');
    expect(a.body.value.keyId).toBe(b.body.value.keyId);
    expect(JSON.stringify(a.body.value)).not.toContain('"d"');
  });
});

describe('help centre', () => {
  it('gives HTML topics with tags and children, and a #term section', async () => {
    const r = await t.call('site.helpCenter', { lang: 'EN', device: 'WEB' });
    const tags = r.body.value.map((h) => h.tag);
    expect(tags).toEqual(expect.arrayContaining(['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term']));
    expect(r.body.value.find((h) => h.tag === 'term')?.content).toContain('id="term"');
    expect(r.body.value.find((h) => h.tag === 'faqs')?.children?.length).toBeGreaterThan(0);
  });
  it('answers in Thai for TY', async () => {
    const r = await t.call('site.helpCenter', { lang: 'TY', device: 'WEB' });
    expect(r.body.value[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
  });
  it('requires lang (named in the message)', async () => {
    expectFail(await t.call('site.helpCenter', { device: 'WEB' }), 400, 'INVALID_PARAMETERS', 'lang');
  });
});

describe('notices and banners', () => {
  it('returns banners by group, player notices, popups and promotions', async () => {
    const r = await t.call('site.notices', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    const groups = new Set(r.body.value.banners.map((b) => b.groupName));
    expect([...groups].sort()).toEqual(['w_forget', 'w_home', 'w_leftmenu', 'w_login']);
    expect(r.body.value.player.length).toBe(12);
    expect(r.body.value.promotion.length).toBe(4);
    expect(r.body.value.banners[0]).toMatchObject({
      url: expect.stringMatching(/^\/assets\/banners\//),
      linkageType: expect.any(String),
    });
  });
  it('shows after-login popups only to logged-in players', async () => {
    const guest = await t.call('site.notices', { types: 'PU' });
    const token = await t.login('player1');
    const member = await t.call('site.notices', { types: 'PU' }, { token });
    expect(guest.body.value.popup.length).toBe(1);
    expect(member.body.value.popup.length).toBe(2);
  });
  it('answers in the Language header language', async () => {
    const r = await t.call('site.notices', { types: 'PL' }, { headers: { language: 'TY' } });
    expect(r.body.value.player[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
  });
  it('an unknown notice type is named', async () => {
    expectFail(await t.call('site.notices', { types: 'B,XX' }), 400, 'INVALID_PARAMETERS', 'XX');
  });
  it('serves the banner images as SVG', async () => {
    const r = await t.call('site.notices', { types: 'B' });
    const url = r.body.value.banners[0]!.url;
    const img = await t.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
  });
});

describe('feedback', () => {
  const content = 'The withdrawal page did not load on my phone yesterday.';
  it('is stored with a correct captcha and up to 3 png/jpg images', async () => {
    const answer = await t.captcha('fb-1');
    const r = await t.call(
      'site.feedback',
      { content, sender: 'visitor', type: 2, captcha: answer, images: [PNG, PNG] },
      { deviceId: 'fb-1' },
    );
    expect(r.body).toMatchObject({ success: true });
  });
  it('refuses content shorter than 20 characters, naming the field', async () => {
    const answer = await t.captcha('fb-2');
    expectFail(
      await t.call(
        'site.feedback',
        { content: 'too short', sender: 'v', type: 0, captcha: answer },
        { deviceId: 'fb-2' },
      ),
      400,
      'INVALID_PARAMETERS',
      'content',
    );
  });
  it('refuses a question type outside the list', async () => {
    expectFail(
      await t.call('site.feedback', { content, sender: 'v', type: 5, captcha: 'ABCD' }),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
  });
  it('refuses more than 3 images', async () => {
    expectFail(
      await t.call('site.feedback', {
        content,
        sender: 'v',
        type: 0,
        captcha: 'ABCD',
        images: [PNG, PNG, PNG, PNG],
      }),
      400,
      'INVALID_PARAMETERS',
      'images',
    );
  });
  it('refuses an image that is not really a png or jpg', async () => {
    const answer = await t.captcha('fb-3');
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    expectFail(
      await t.call(
        'site.feedback',
        { content, sender: 'v', type: 0, captcha: answer, images: [fake] },
        { deviceId: 'fb-3' },
      ),
      400,
      'INVALID_PARAMETERS',
      'images.0',
    );
  });
  it('refuses a wrong captcha', async () => {
    await t.captcha('fb-4');
    expectFail(
      await t.call('site.feedback', { content, sender: 'v', type: 1, captcha: 'ZZZZ' }, { deviceId: 'fb-4' }),
      400,
      'INVALID_CAPTCHA',
    );
  });
  it('a guest must give a sender', async () => {
    const answer = await t.captcha('fb-5');
    expectFail(
      await t.call('site.feedback', { content, type: 1, captcha: answer }, { deviceId: 'fb-5' }),
      400,
      'INVALID_PARAMETERS',
      'sender',
    );
  });
  it("keeps to the tenant's longest description (feedbackMaxLength 140), and tells the site in the permission answer", async () => {
    const tenant = t.app.platform.tenants.byMerchantCode(GOLD)!;
    const before = tenant.config.feedbackMaxLength;
    expect(before).toBe(200);
    expect((await t.call('site.permission', {})).body.value.feedbackMaxLength).toBe(200);
    // (The permission answer is cached per tenant: it says 140 once the tenant's platform.json does, after a restart.)
    tenant.config.feedbackMaxLength = 140;
    try {
      const tooLong = await t.captcha('fb-6');
      expectFail(
        await t.call(
          'site.feedback',
          { content: 'x'.repeat(141), sender: 'v', type: 0, captcha: tooLong },
          { deviceId: 'fb-6' },
        ),
        400,
        'INVALID_PARAMETERS',
        /content: must be at most 140 characters/,
      );
      const fits = await t.captcha('fb-7');
      const r = await t.call(
        'site.feedback',
        { content: `  ${'x'.repeat(140)}  `, sender: 'v', type: 0, captcha: fits },
        { deviceId: 'fb-7' },
      );
      expect(r.body).toMatchObject({ success: true });
    } finally {
      tenant.config.feedbackMaxLength = before;
    }
  });
});

describe('system status switched by the dev call', () => {
  it('maintenance: the permission says so, and game calls are refused', async () => {
    const set = await t.call('dev.setSystemStatus', { maintenance: true }, { merchant: SPORTS });
    expect(set.body.value).toMatchObject({ maintenance: true, regionRestriction: false });
    const perm = await t.call('site.permission', {}, { merchant: SPORTS });
    expect(perm.body.value).toMatchObject({ maintenance: true, status: 1 });
    expectFail(
      await t.call('games.hot', {}, { merchant: SPORTS }),
      400,
      'function.not.available',
      'maintenance',
    );
    // Other tenants are not affected.
    expect((await t.call('games.hot', {}, { merchant: GOLD })).body.success).toBe(true);
    await t.call('dev.setSystemStatus', { maintenance: false }, { merchant: SPORTS });
    expect((await t.call('games.hot', {}, { merchant: SPORTS })).body.success).toBe(true);
  });
  it('region blocked: the permission carries the flag and the visitor IP; login is refused', async () => {
    await t.call('dev.setSystemStatus', { regionRestriction: true }, { merchant: SPORTS });
    const perm = await t.call('site.permission', {}, { merchant: SPORTS });
    expect(perm.body.value).toMatchObject({ regionRestriction: true, status: 2 });
    expect(perm.body.value.location?.ip).toBeTruthy();
    expectFail(
      await t.call('session.login', { username: 'demo', password: 'demo1234' }, { merchant: SPORTS }),
      400,
      'function.not.available',
      'region',
    );
    await t.call('dev.setSystemStatus', {}, { merchant: SPORTS });
  });
});
