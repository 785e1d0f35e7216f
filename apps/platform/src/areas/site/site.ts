/**
 * Site configuration: system status and the site permission response, whitelabel tree, domain routes, help centre,
 * notices and banners, countries, feedback, the tenant's encryption key.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  createWebCryptoDecryption,
  generateEncryptionKeyPair,
  publicKeyInfo,
  type DecryptionAdapter,
} from '@wl/api/crypto';
import { FEATURE_TOGGLE_NAMES, featureModuleKey, type FeatureToggle } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import { feedback, helpTopics, notices, tenantKeys, tenantState } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { checkCaptcha } from '../session/captcha.ts';
import { bumpLobbyVersions } from '../../shared/lobby-cache.ts';
import { cdnsFor, type CdnCaller } from '../../shared/cdn.ts';
import { randomId } from '../../shared/secrets.ts';
import type { Customer } from '../session/sessions.ts';

export type SystemStatus = 0 | 1 | 2;

async function readStatus(p: Platform, tenant: Tenant): Promise<SystemStatus> {
  const [row] = await p.db.select().from(tenantState).where(eq(tenantState.tenantId, tenant.id));
  return (row?.systemStatus ?? tenant.config.systemStatus) as SystemStatus;
}

/**
 * The tenant's status, read once a second per process (switching it sets it here at once). A second-old status is
 * re-read in the background and answers meanwhile, so a busy database does not hold up every call's gate.
 */
export async function systemStatus(p: Platform, tenant: Tenant): Promise<SystemStatus> {
  const key = `status:${tenant.id}`;
  const hit = p.cache.get(key);
  if (hit) {
    if (hit.until <= Date.now()) {
      hit.until = Date.now() + 1000;
      // Only if nothing replaced the entry meanwhile (a switch through this instance sets the new status).
      readStatus(p, tenant).then(
        (value) => p.cache.get(key) === hit && p.cache.set(key, { value, until: Date.now() + 1000 }),
        () => (hit.until = 0),
      );
    }
    return hit.value as SystemStatus;
  }
  const status = await readStatus(p, tenant);
  p.cache.set(key, { value: status, until: Date.now() + 1000 });
  return status;
}

export async function setSystemStatus(p: Platform, tenant: Tenant, status: SystemStatus): Promise<void> {
  const at = p.clock.now();
  // The status is in site.permission and closes the games calls: the lobby's kept answers move on with it.
  const versions = await p.db.transaction(async (tx) => {
    await tx
      .insert(tenantState)
      .values({ tenantId: tenant.id, systemStatus: status, updatedAt: at })
      .onConflictDoUpdate({ target: tenantState.tenantId, set: { systemStatus: status, updatedAt: at } });
    return bumpLobbyVersions(tx, [tenant.id]);
  });
  p.cache.set(`status:${tenant.id}`, { value: status, until: Date.now() + 1000 });
  p.lobby.saw(versions);
}

/**
 * Feature toggles as whitelabel module keys: the one table of @wl/domain (`FEATURE_MODULE_KEYS`, with the source of
 * each key: the protocol notes' ModuleId column, or ours where the notes name none). The sites read the toggles from
 * these nodes; a tenant's platform.json `features` switches each one.
 */
export const FEATURE_MODULES: Readonly<Record<keyof Tenant['config']['features'], string>> = Object.freeze(
  Object.fromEntries(FEATURE_TOGGLE_NAMES.map((toggle) => [toggle, featureModuleKey(toggle)])) as Record<
    FeatureToggle,
    string
  >,
);
const FEATURE_KEYS = new Set(Object.values(FEATURE_MODULES));

const AGENT_KEYS = new Set([
  'AGENTANNOUNCE3',
  'AGEINFO3',
  'REGCEN',
  'DOWNMAN',
  'TRANSBETREPMEM3',
  'AGETEAMPNL3',
  'AGEREV3',
  'AGEDOWNTRANS3',
  'AGENTRANSMULTDOWN3',
  'DIVIDEND',
  'DAYSAL',
  'DAYSALMR',
  'HOURSAL3',
  'AGETRANSFERUP3',
  'MYWALL',
  'AGEPAG',
  'TEAMBETTING3',
  'AGEREGDOWN3',
  'CREATEAFF3',
  'AFFMAN3',
]);

type Node = { modId: string; enabled: string; name: string; childrenNodes?: Node[] };
const node = (modId: string, on: boolean, name = modId, childrenNodes?: Node[]): Node => ({
  modId,
  enabled: on ? '1' : '0',
  name,
  ...(childrenNodes ? { childrenNodes } : {}),
});

export function whitelabelTree(tenant: Tenant): Node[] {
  const c = tenant.config;
  const features = Object.entries(FEATURE_MODULES).map(([k, mod]) =>
    node(mod, c.features[k as keyof typeof c.features], k),
  );
  // A module key that is a feature toggle's is the toggle's node alone (platform.json `features` decides it).
  const modules = Object.entries(c.modules).filter(([k]) => !FEATURE_KEYS.has(k));
  return [
    node('SITE', true, 'site', [
      ...features,
      node('PROMO3', c.promotions.enabled, 'promotions', [
        node('REFERRAL', c.promotions.enabled && c.promotions.referral, 'referral'),
      ]),
      node('FUNDTRANS3', c.wallet === 'multi' && (c.modules.FUNDTRANS3 ?? true), 'transferFund'),
    ]),
    node(
      'MEMBER',
      true,
      'memberCentre',
      modules.filter(([k]) => !AGENT_KEYS.has(k) && k !== 'FUNDTRANS3').map(([k, on]) => node(k, on)),
    ),
    node(
      'AGENT',
      true,
      'agentCentre',
      modules.filter(([k]) => AGENT_KEYS.has(k)).map(([k, on]) => node(k, on)),
    ),
  ];
}

export function registerRules(tenant: Tenant) {
  return Object.fromEntries(Object.entries(tenant.config.registerFields).map(([k, r]) => [k, { ...r }]));
}

export function domainRoutes(tenant: Tenant) {
  return {
    domainList: tenant.config.domainList.map((domainName) => ({ domainName })),
    mainDomain: tenant.config.mainDomain,
  };
}

/** The site permission answer; the CDN lists are given as this caller can use them (see shared/cdn.ts). */
export async function permission(p: Platform, tenant: Tenant, ip: string, caller: CdnCaller) {
  const status = await systemStatus(p, tenant);
  const c = tenant.config;
  return {
    status,
    maintenance: status === 1,
    regionRestriction: status === 2,
    location: { ip, country: 'ZZ' },
    customerService: c.customerService.map((s) => ({ type: s.type, url: s.url, name: s.label ?? s.type })),
    social: c.social.map((s) => ({ type: s.type, url: s.url, name: s.label ?? s.type })),
    domainRoute: domainRoutes(tenant),
    resources: c.resources,
    whitelabel: whitelabelTree(tenant),
    register: registerRules(tenant),
    mainDomain: c.mainDomain,
    analytics: c.analytics,
    imageCDNs: cdnsFor(c.imageCDNs, caller),
    launchGameCDNs: cdnsFor(c.launchGameCDNs, caller),
    supportedLanguages: tenant.languages,
    defaultLanguage: tenant.defaultLanguage,
    // Ours, kept for older clients: the sites read each toggle from the whitelabel tree above (this field only for the
    // toggles whose module key is ours, while a tree does not name it) and referral from consolidated funds' availablePromo.
    features: {
      ...c.features,
      promotions: c.promotions.enabled,
      referral: c.promotions.enabled && c.promotions.referral,
      singleWallet: c.wallet === 'single',
    },
    currency: c.currency,
    currencySymbol: c.currencySymbol,
    currencyPosition: c.currencyPosition,
    platform: 'WEB',
    lotteryType: 'Lott',
  };
}

/** The contract flags of the agent areas, from the tenant's modules. */
export function contractFlags(tenant: Tenant) {
  const m = tenant.config.modules;
  const flag = (k: string) => (m[k] ? '1' : '0');
  return {
    dailysalreqtype: flag('DAYSAL'),
    divtypereq: flag('DIVIDEND'),
    contracthoursalreqtype: flag('HOURSAL3'),
    realtimesalreqtype: flag('DAYSAL'),
    contractmrdailysalinfotype: flag('DAYSALMR'),
    contracthoursalinfo: flag('HOURSAL3'),
    dailysalinfotype: flag('DAYSAL'),
    divtypeinfo: flag('DIVIDEND'),
  };
}

export async function helpCenter(p: Platform, tenant: Tenant, lang: string) {
  const language = tenant.languages.includes(lang.toUpperCase())
    ? lang.toUpperCase()
    : tenant.defaultLanguage;
  const rows = await p.db
    .select()
    .from(helpTopics)
    .where(and(eq(helpTopics.tenantId, tenant.id), eq(helpTopics.language, language)))
    .orderBy(asc(helpTopics.sort));
  const topic = (r: (typeof rows)[number]) => ({
    title: r.title,
    content: r.content,
    bgColor: r.bgColor ?? undefined,
    lang: r.language,
    display: true,
    tag: r.tag,
  });
  return rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ ...topic(r), children: rows.filter((c) => c.parentId === r.id).map(topic) }));
}

export function countries(tenant: Tenant) {
  return {
    currency: tenant.config.currency,
    currencySymbol: tenant.config.currencySymbol,
    currencyPosition: tenant.config.currencyPosition,
    countries: tenant.config.countries.map(({ countryCode, countryDialingCode, name }) => ({
      countryCode,
      countryDialingCode,
      name,
    })),
  };
}

const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;

function noticeLanguage(tenant: Tenant, language: string | undefined) {
  const l = (language ?? '').toUpperCase();
  return tenant.languages.includes(l) ? l : tenant.defaultLanguage;
}

export async function noticesFor(
  p: Platform,
  tenant: Tenant,
  q: { types: string; language?: string | undefined },
  customer: Customer | undefined,
) {
  const types = q.types
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  const unknown = types.find((t) => !(NOTICE_TYPES as readonly string[]).includes(t));
  if (unknown) throw badInput('types', `unknown notice type ${unknown} (known: ${NOTICE_TYPES.join(', ')})`);
  const now = p.clock.now();
  const audiences = customer ? ['ALL', 'AFTER_LOGIN'] : ['ALL', 'BEFORE_LOGIN'];
  const rows = await p.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.tenantId, tenant.id),
        eq(notices.language, noticeLanguage(tenant, q.language)),
        inArray(notices.type, types.length ? types : ['B', 'PL', 'PU', 'PR']),
        inArray(notices.audience, audiences),
        lte(notices.startAt, now),
        or(isNull(notices.endAt), gt(notices.endAt, now)),
      ),
    )
    .orderBy(asc(notices.sort), asc(notices.id));
  const item = (n: (typeof rows)[number]) => ({
    id: n.id,
    title: n.title,
    content: n.content,
    type: n.type,
    startTime: n.startAt.getTime(),
    ...(n.imageUrl ? { imageUrl: n.imageUrl } : {}),
  });
  return {
    banners: rows
      .filter((n) => n.type === 'B')
      .map((n) => ({
        id: n.id,
        url: n.imageUrl ?? '',
        linkageType: n.linkageType ?? 'NONE',
        groupName: n.groupName ?? 'w_home',
        link: n.url ?? '',
        title: n.title,
      })),
    player: rows.filter((n) => n.type === 'PL').map(item),
    popup: rows.filter((n) => n.type === 'PU').map(item),
    promotion: rows.filter((n) => n.type === 'PR').map(item),
    help: rows.filter((n) => n.type === 'H').map(item),
    agent: rows.filter((n) => n.type === 'A').map(item),
  };
}

/**
 * The next time (platform clock, ms) a notice of this tenant and language starts or ends after now: until then the
 * notices' answer holds (shared/lobby-cache.ts). Infinity when none is due.
 */
export async function nextNoticeChange(
  p: Platform,
  tenant: Tenant,
  language: string | undefined,
): Promise<number> {
  const now = p.clock.now();
  const [row] = await p.db
    .select({
      start: sql`min(${notices.startAt}) filter (where ${notices.startAt} > ${now})`.mapWith(notices.startAt),
      end: sql`min(${notices.endAt}) filter (where ${notices.endAt} > ${now})`.mapWith(notices.endAt),
    })
    .from(notices)
    .where(and(eq(notices.tenantId, tenant.id), eq(notices.language, noticeLanguage(tenant, language))));
  const times = [row?.start, row?.end].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}

// ------------------------------------------------------------------------------------------------ feedback

export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 200;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function imageBytes(dataUrl: string, index: number): { ext: string; bytes: Buffer } {
  const m = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw badInput(`images.${index}`, 'must be a png or jpg image');
  const bytes = Buffer.from(m[2] as string, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw badInput(`images.${index}`, 'must be at most 5MB');
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpg) throw badInput(`images.${index}`, 'is not a png or jpg image');
  return { ext: png ? 'png' : 'jpg', bytes };
}

export async function submitFeedback(
  p: Platform,
  tenant: Tenant,
  input: {
    content: string;
    sender?: string | undefined;
    type: number;
    captcha: string;
    images?: string[] | undefined;
  },
  customer: Customer | undefined,
  binding: string,
  uploadsDir: string | undefined,
) {
  const sender = customer?.username ?? input.sender?.trim();
  if (!sender) throw badInput('sender', 'is required when not logged in');
  const images = (input.images ?? []).map(imageBytes);
  if (!(await checkCaptcha(p, tenant.id, binding, input.captcha)))
    throw new DomainError(E.invalidCaptcha, 'captcha: The captcha is not correct', 'invalid', {
      field: 'captcha',
    });
  const dir = uploadsDir ?? join(tmpdir(), 'wl-platform-uploads');
  const names: string[] = [];
  if (images.length) {
    mkdirSync(join(dir, 'feedback'), { recursive: true });
    for (const img of images) {
      const name = `feedback/${tenant.id}-${randomId(9)}.${img.ext}`;
      writeFileSync(join(dir, name), img.bytes);
      names.push(name);
    }
  }
  await p.db.insert(feedback).values({
    tenantId: tenant.id,
    customerId: customer?.id ?? null,
    sender,
    type: input.type,
    content: input.content.trim(),
    images: names,
    createdAt: p.clock.now(),
  });
  return null;
}

// ------------------------------------------------------------------------------------------------ encryption key

const decryptors = new WeakMap<Platform, Map<string, DecryptionAdapter>>();

/** The tenant's key pair, made on first use and kept in the database (the private key never leaves it). */
export async function tenantKey(p: Platform, tenant: Tenant) {
  const [row] = await p.db.select().from(tenantKeys).where(eq(tenantKeys.tenantId, tenant.id));
  if (row) return row;
  const pair = await generateEncryptionKeyPair();
  const values = {
    tenantId: tenant.id,
    keyId: pair.keyId,
    privateKeyPem: JSON.stringify(pair.privateKey),
    publicJwk: pair.publicKey as Record<string, string>,
    createdAt: p.clock.now(),
  };
  await p.db.insert(tenantKeys).values(values).onConflictDoNothing();
  const [stored] = await p.db.select().from(tenantKeys).where(eq(tenantKeys.tenantId, tenant.id));
  return stored ?? values;
}

export async function encryptionKey(p: Platform, tenant: Tenant) {
  const k = await tenantKey(p, tenant);
  const info = publicKeyInfo({ keyId: k.keyId, publicKey: k.publicJwk, privateKey: {} });
  const { kty, n, e } = info.publicKey;
  if (kty !== 'RSA' || !n || !e)
    throw new DomainError('INTERNAL_ERROR', "The tenant's encryption key is not an RSA key", 'internal');
  return { ...info, publicKey: { ...info.publicKey, kty: 'RSA' as const, n, e } };
}

export async function decryptorFor(p: Platform, tenant: Tenant): Promise<DecryptionAdapter> {
  let map = decryptors.get(p);
  if (!map) decryptors.set(p, (map = new Map()));
  const cached = map.get(tenant.id);
  if (cached) return cached;
  const k = await tenantKey(p, tenant);
  const adapter = createWebCryptoDecryption({
    keyId: k.keyId,
    privateKey: JSON.parse(k.privateKeyPem) as JsonWebKey,
  });
  map.set(tenant.id, adapter);
  return adapter;
}
