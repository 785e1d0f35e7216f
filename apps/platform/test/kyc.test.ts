/**
 * Identity checks (KYC): the upload (png/jpg/pdf by their first bytes, the tenant's size, images without metadata),
 * the status, the dev decision on the record and in the inbox, the withdrawal gate per the tenant's setting and the
 * minimum age against a birthday.
 */
import { count, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { kycDocuments, ledgerEntries, protectionRecords } from '../src/db/schema.ts';
import { stripJpeg, stripPng } from '../src/areas/kyc/files.ts';
import { PNG as PngImage } from 'pngjs';
import { cashierKit, ledgerHoldsAfterAll, PAY_PASSWORD } from './cashier-helpers.ts';
import { expectFail, GOLD, unique, usePlatform } from './helpers.ts';

const t = usePlatform({ rateLimits: false });
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

const gold = () => k.tenantOf(GOLD);
type KycConfig = ReturnType<typeof gold>['config']['kyc'];
let original: KycConfig;
let originalAge: 18 | 21;
beforeAll(() => {
  original = structuredClone(gold().config.kyc);
  originalAge = gold().config.minimumAge;
});
afterEach(() => {
  gold().config.kyc = structuredClone(original);
  gold().config.minimumAge = originalAge;
});

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
/** A real 2x2 png. */
const PNG = dataUrl(
  'image/png',
  PngImage.sync.write(Object.assign(new PngImage({ width: 2, height: 2 }), {})),
);
const PDF = dataUrl('application/pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));

/** A JPEG with an EXIF block holding GPS coordinates ("GPS-SECRET" stands in for them), a comment and a trailer. */
function jpegWithGps(): Buffer {
  const seg = (marker: number, body: Buffer) => {
    const len = Buffer.alloc(2);
    len.writeUInt16BE(body.length + 2);
    return Buffer.concat([Buffer.from([0xff, marker]), len, body]);
  };
  const tiff = Buffer.concat([
    Buffer.from('MM\0*\0\0\0\x08', 'latin1'),
    // one IFD entry: GPSInfo (0x8825) pointing at the GPS IFD
    Buffer.from([0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0]),
    Buffer.from('GPS-SECRET 13.7563N 100.5018E', 'latin1'),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
    seg(0xfe, Buffer.from('taken at home', 'latin1')),
    seg(0xdb, Buffer.alloc(65, 1)),
    seg(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    Buffer.from([0xff, 0xd9]),
    Buffer.from('Exif GPS-SECRET in a trailer', 'latin1'),
  ]);
}

const upload = (token: string, kind: 'identity' | 'address', file: string, fileName = `${kind}.png`) =>
  t.call('member.kycUpload', { kind, file, fileName }, { token });
const status = async (token: string) => (await t.call('member.kycStatus', {}, { token })).body.value;

describe('upload and status', () => {
  it('settings: what the tenant asks, the largest file, the types and the minimum age', async () => {
    const m = await k.member();
    expect((await t.call('member.kycSettings', {}, { token: m.token })).body.value).toEqual({
      requiredFor: original.requiredFor,
      withdrawalsOverAmount: original.withdrawalsOverAmount,
      maxFileBytes: original.maxFileBytes,
      acceptedTypes: ['image/png', 'image/jpeg', 'application/pdf'],
      minimumAge: originalAge,
    });
  });

  it('a new member has submitted nothing; a trial account is not asked', async () => {
    const m = await k.member();
    expect(await status(m.token)).toEqual({ status: 'NOT_SUBMITTED', reason: null, documents: [] });
    expect((await status(await t.login('trial'))).status).toBe('NOT_REQUIRED');
  });

  it('uploads both documents: PENDING, on the record; a new one replaces the pending one (the row kept)', async () => {
    const m = await k.member();
    const r = await upload(m.token, 'identity', PNG, 'passport.png');
    expect(r.body.success).toBe(true);
    expect(r.body.value).toMatchObject({ kind: 'identity', status: 'PENDING', fileName: 'passport.png' });
    await upload(m.token, 'address', PDF, 'bill.pdf');
    await upload(m.token, 'identity', PNG, 'passport-2.png');
    const s = await status(m.token);
    expect(s.status).toBe('PENDING');
    expect(s.documents?.map((d) => [d.kind, d.status, d.fileName])).toEqual([
      ['identity', 'PENDING', 'passport-2.png'],
      ['address', 'PENDING', 'bill.pdf'],
    ]);
    const rows = await t.app.platform.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.customerId, m.id))
      .orderBy(kycDocuments.id);
    expect(rows.map((x) => [x.kind, x.status, x.mime])).toEqual([
      ['identity', 'REPLACED', 'image/png'],
      ['address', 'PENDING', 'application/pdf'],
      ['identity', 'PENDING', 'image/png'],
    ]);
    const history = (await t.call('protection.history', {}, { token: m.token })).body.value.list;
    expect(history.filter((h) => h.action === 'kycSubmitted').map((h) => [h.subject, h.by])).toEqual([
      ['identity', 'player'],
      ['address', 'player'],
      ['identity', 'player'],
    ]);
  });

  it('refuses what is not a png, jpg or pdf by its content: an .exe named png', async () => {
    const m = await k.member();
    const exe = dataUrl(
      'image/png',
      Buffer.concat([Buffer.from('MZ\x90\0', 'latin1'), Buffer.alloc(200, 7)]),
    );
    expectFail(
      await upload(m.token, 'identity', exe, 'photo.png'),
      400,
      'INVALID_PARAMETERS',
      /not a png, jpg or pdf/,
    );
    expectFail(
      await upload(
        m.token,
        'identity',
        dataUrl('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
        'x.png',
      ),
      400,
      'INVALID_PARAMETERS',
      /not a valid png/,
    );
    expect((await status(m.token)).status).toBe('NOT_SUBMITTED');
  });

  it('refuses a file larger than the tenant allows', async () => {
    gold().config.kyc.maxFileBytes = 100_000;
    const m = await k.member();
    const big = dataUrl(
      'application/pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100_001, 32)]),
    );
    expectFail(
      await upload(m.token, 'address', big, 'big.pdf'),
      400,
      'INVALID_PARAMETERS',
      /larger than 0.1 MB/,
    );
  });

  it('refuses a missing or forged token and a trial account', async () => {
    expectFail(
      await t.call('member.kycUpload', { kind: 'identity', file: PNG, fileName: 'a.png' }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expectFail(
      await t.call(
        'member.kycUpload',
        { kind: 'identity', file: PNG, fileName: 'a.png' },
        { token: 'forged-token' },
      ),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    const trial = await t.login('trial');
    expectFail(await upload(trial, 'identity', PNG), 403, 'in_need_true_account');
  });

  it('stores a JPEG without its EXIF/GPS block, comments and trailer', async () => {
    const m = await k.member();
    const jpeg = jpegWithGps();
    expect(jpeg.toString('latin1')).toContain('GPS-SECRET');
    expect((await upload(m.token, 'identity', dataUrl('image/jpeg', jpeg), 'id.jpg')).body.success).toBe(
      true,
    );
    const [row] = await t.app.platform.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.customerId, m.id));
    const stored = Buffer.from(row!.data, 'base64');
    expect(row!.mime).toBe('image/jpeg');
    expect(stored.toString('latin1')).not.toMatch(/GPS-SECRET|Exif|taken at home/);
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    // The picture itself (tables, frame, scan) is untouched.
    expect(stored.toString('latin1')).toContain(
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]).toString('latin1'),
    );
    expect(row!.size).toBe(stored.length);
  });

  it('strips PNG text and eXIf chunks, keeping the image chunks', () => {
    const chunk = (type: string, body: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(body.length);
      return Buffer.concat([len, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
    };
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', Buffer.alloc(13, 1)),
      chunk('tEXt', Buffer.from('Location\0Bangkok', 'latin1')),
      chunk('eXIf', Buffer.from('MM\0*GPS', 'latin1')),
      chunk('IDAT', Buffer.from('pixels', 'latin1')),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const out = stripPng(png).toString('latin1');
    expect(out).not.toMatch(/Bangkok|eXIf|tEXt/);
    expect(out).toMatch(/IHDR[\s\S]*IDAT[\s\S]*IEND/);
    expect(() => stripJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 200]))).toThrow(/not a valid jpg/);
  });
});

describe('decisions', () => {
  it('dev approve / reject: records by the operator, inbox messages, the overall status', async () => {
    const m = await k.member();
    await upload(m.token, 'identity', PNG);
    await upload(m.token, 'address', PNG);
    expectFail(
      await t.call('dev.decideKyc', { username: m.username, decision: 'reject' }, { merchant: GOLD }),
      400,
      'INVALID_PARAMETERS',
      /needs a reason/,
    );
    const rej = await t.call(
      'dev.decideKyc',
      {
        username: m.username,
        kind: 'address',
        decision: 'reject',
        reason: 'The bill is older than 3 months',
      },
      { merchant: GOLD },
    );
    expect(rej.body.value).toEqual({
      decided: [{ kind: 'address', status: 'REJECTED' }],
      status: 'REJECTED',
    });
    expect(await status(m.token)).toMatchObject({
      status: 'REJECTED',
      reason: 'The bill is older than 3 months',
    });
    await upload(m.token, 'address', PNG, 'new-bill.png');
    expect((await status(m.token)).status).toBe('PENDING');
    const ok = await t.call(
      'dev.decideKyc',
      { username: m.username, decision: 'approve' },
      { merchant: GOLD },
    );
    expect(ok.body.value.status).toBe('APPROVED');
    expect((await status(m.token)).documents?.map((d) => d.status)).toEqual(['APPROVED', 'APPROVED']);
    expectFail(
      await t.call('dev.decideKyc', { username: m.username, decision: 'approve' }, { merchant: GOLD }),
      200,
      'INVALID_STATE',
    );
    expectFail(await upload(m.token, 'identity', PNG), 200, 'INVALID_STATE', /already approved/);
    const history = (await t.call('protection.history', {}, { token: m.token })).body.value.list;
    expect(history.filter((h) => h.by === 'operator').map((h) => [h.action, h.subject, h.detail])).toEqual([
      ['kycApproved', 'address', 'new-bill.png'],
      ['kycApproved', 'identity', 'identity.png'],
      ['kycRejected', 'address', 'The bill is older than 3 months'],
    ]);
    const titles = (await k.inbox(m)).map((x) => x.title);
    expect(titles).toContain('Verification rejected');
    expect(titles).toContain('Verification approved');
  });
});

describe('withdrawal gate', () => {
  const withdraw = (m: { token: string; merchant: string; cardId: string }, amount: number) =>
    t.call(
      'cashier.withdraw',
      { amount, bankCardId: m.cardId, paymentPassword: PAY_PASSWORD },
      { token: m.token, merchant: m.merchant },
    );
  const entries = async (customerId: number) =>
    Number(
      (
        await t.app.platform.db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.customerId, customerId))
      )[0]?.n,
    );

  it('withdrawalsOver: under the amount passes, over it is refused (KYC_REQUIRED, no money moved) until approved', async () => {
    gold().config.kyc.requiredFor = 'withdrawalsOver';
    gold().config.kyc.withdrawalsOverAmount = 1000;
    const m = await k.withdrawer({ credit: 5000 });
    expect((await withdraw(m, 500)).body.success).toBe(true);
    const before = { balance: await k.mainBalance(m), entries: await entries(m.id) };
    expectFail(
      await withdraw(m, 2000),
      200,
      'KYC_REQUIRED',
      /Verify your identity before withdrawing more than 1000/,
    );
    expect({ balance: await k.mainBalance(m), entries: await entries(m.id) }).toEqual(before);
    await upload(m.token, 'identity', PNG);
    await upload(m.token, 'address', PNG);
    expectFail(await withdraw(m, 2000), 200, 'KYC_REQUIRED');
    await t.call('dev.decideKyc', { username: m.username, decision: 'approve' }, { merchant: GOLD });
    expect((await withdraw(m, 2000)).body.success).toBe(true);
  });

  it('allWithdrawals refuses any withdrawal; nothing refuses none', async () => {
    gold().config.kyc.requiredFor = 'allWithdrawals';
    const m = await k.withdrawer({ credit: 5000 });
    expectFail(await withdraw(m, 200), 200, 'KYC_REQUIRED', /Verify your identity before withdrawing \(/);
    gold().config.kyc.requiredFor = 'nothing';
    expect((await withdraw(m, 200)).body.success).toBe(true);
  });
});

describe('minimum age', () => {
  const yearsAgo = (n: number) => {
    const d = new Date(t.clock.now());
    d.setUTCFullYear(d.getUTCFullYear() - n);
    return d.toISOString().slice(0, 10);
  };

  it('registration refuses a birthday under the tenant minimum age', async () => {
    gold().config.minimumAge = 21;
    // A birthday is taken at registration where the tenant shows the field (off by default: refused).
    const birthday = gold().config.registerFields.birthday!;
    const shown = birthday.show;
    birthday.show = true;
    onTestFinished(() => {
      birthday.show = shown;
    });
    const username = unique('kyc');
    const base = {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email: `${username}@mail.example`,
    };
    expectFail(
      await t.call('session.register', { ...base, birthday: yearsAgo(20) }, { merchant: GOLD }),
      400,
      'INVALID_PARAMETERS',
      /at least 21 years old/,
    );
    expect(
      (await t.call('session.register', { ...base, birthday: yearsAgo(21) }, { merchant: GOLD })).body
        .success,
    ).toBe(true);
  });

  it('a profile update refuses a birthday under the minimum age (a tenant that says 18)', async () => {
    gold().config.minimumAge = 18;
    const m = await k.member();
    expectFail(
      await t.call('member.updateInfo', { birthday: yearsAgo(17) }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      /at least 18 years old/,
    );
    expect(
      (await t.call('member.updateInfo', { birthday: yearsAgo(30) }, { token: m.token })).body.success,
    ).toBe(true);
  });
});

// Keeps the imports of the record table honest: the decisions' rows are append-only.
it('the record of a member is not empty after an upload', async () => {
  const m = await k.member();
  await upload(m.token, 'identity', PNG);
  const rows = await t.app.platform.db
    .select()
    .from(protectionRecords)
    .where(eq(protectionRecords.customerId, m.id))
    .orderBy(desc(protectionRecords.id));
  expect(rows[0]).toMatchObject({ action: 'kycSubmitted', subject: 'identity', by: 'player' });
});
