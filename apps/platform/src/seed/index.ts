/**
 * Seed data: the game catalogue, lottery games, and per tenant the seed accounts (demo player, trial, agent tree
 * three levels deep, default-password and expired-password accounts), wallets with ledger entries, 60 days of bet
 * history, favourites, recent games, notices, banners, help centre and inbox messages.
 */
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import {
  bets,
  customers,
  favourites,
  games,
  helpTopics,
  ledgerEntries,
  lotteryGames,
  messages,
  notices,
  recentGames,
  tenantState,
  vendorLanes,
  vendors,
  walletAccounts,
} from '../db/schema.ts';
import { HOLD_ACCOUNT, accountTypesFor, walletForCategory } from '../ledger/ledger.ts';
import { DEFAULT_PASSWORD } from '../shared/rules.ts';
import { hashPassword } from '../shared/secrets.ts';
import type { PlatformTenant } from '../tenants/registry.ts';
import { LOTTERY_GAMES, VENDORS, buildCatalogue } from '../areas/games/seed.ts';
import { helpFor, inboxFor, noticesFor } from '../areas/site/seed.ts';
import { planCashierSeed } from '../areas/cashier/seed.ts';
import { seedAgentCentre } from '../areas/agent/seed.ts';
import { seedContracts } from '../areas/contracts/seed.ts';
import { seedPoints } from '../areas/points/seed.ts';
import { seedRewards } from '../areas/promotions/seed.ts';
import { hashString, prng } from './random.ts';

/** Password of every seed account except the default-password one. */
export const SEED_PASSWORD = 'demo1234';

export type SeedAccount = { username: string; password: string; type: number; parent?: string; note: string };

/** The seed accounts of every tenant (README: Seed accounts). */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    username: 'demo',
    password: SEED_PASSWORD,
    type: 0,
    parent: 'agent',
    note: 'demo player: balance, 60 days of bets, favourites, messages; mobile 0812345678',
  },
  {
    username: 'trial',
    password: SEED_PASSWORD,
    type: 4,
    note: 'trial (free-play) account with trial credit',
  },
  {
    username: 'agent',
    password: SEED_PASSWORD,
    type: 1,
    note: 'top agent (level 1), affiliate code <MERCHANT>A1',
  },
  {
    username: 'agent2',
    password: SEED_PASSWORD,
    type: 41,
    parent: 'agent',
    note: 'agent level 2, affiliate code <MERCHANT>A2',
  },
  {
    username: 'agent3',
    password: SEED_PASSWORD,
    type: 42,
    parent: 'agent2',
    note: 'agent level 3, affiliate code <MERCHANT>A3',
  },
  {
    username: 'agentonly',
    password: SEED_PASSWORD,
    type: 2,
    parent: 'agent',
    note: 'agent-only account (type 2): refused on the member site',
  },
  { username: 'player1', password: SEED_PASSWORD, type: 0, parent: 'agent', note: 'player under agent' },
  { username: 'player2', password: SEED_PASSWORD, type: 0, parent: 'agent2', note: 'player under agent2' },
  { username: 'player3', password: SEED_PASSWORD, type: 0, parent: 'agent3', note: 'player under agent3' },
  {
    username: 'newbie',
    password: DEFAULT_PASSWORD,
    type: 0,
    parent: 'agent3',
    note: 'default password {secret}: must change it after login',
  },
  {
    username: 'expired',
    password: SEED_PASSWORD,
    type: 0,
    note: 'password older than the expiry policy: must change it (where the tenant enforces expiry)',
  },
];

/** Every table the seed fills (the reset empties them; tenant keys are kept). */
export const TABLES = [
  'bets',
  'ledger_entries',
  'wallet_operations',
  'wallet_accounts',
  'favourites',
  'recent_games',
  'sessions',
  'captchas',
  'login_failures',
  'rate_limits',
  'outbox',
  'verification_codes',
  'launch_tickets',
  'notice_reads',
  'notices',
  'help_topics',
  'feedback',
  'messages',
  'customers',
  'games',
  'vendor_lanes',
  'vendors',
  'lottery_games',
  'lottery_draws',
  'tenant_state',
  'deposits',
  'cashier_images',
  'bank_cards',
  'withdrawals',
  'payment_confirmations',
  'turnover_requirements',
  'provider_nonces',
  'affiliate_links',
  'affiliate_link_accounts',
  'rebate_rates',
  'agent_permissions',
  'contracts',
  'contract_events',
  'contract_payouts',
  'point_rates',
  'point_rewards',
  'point_redemptions',
  'point_entries',
  'reward_claims',
  'player_limits',
  'player_protection',
  'player_breaks',
  'kyc_documents',
  'protection_records',
  'third_party_logins',
  'customer_identities',
  // Credit mode's lines (areas/agent/credit.ts).
  'downline_credit',
];

async function insertChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(vendors);
  return Number(row?.n ?? 0) > 0;
}

export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY`));
}

export type SeedSummary = {
  vendors: number;
  games: number;
  tenants: { id: string; customers: number; bets: number }[];
};

export async function seedDatabase(
  db: Db,
  tenants: readonly PlatformTenant[],
  now: Date = new Date(),
): Promise<SeedSummary> {
  // ---- catalogue (shared by every tenant)
  await db.insert(vendors).values(VENDORS.map((v) => ({ code: v.code, name: v.name, color: v.color })));
  await db
    .insert(vendorLanes)
    .values(
      VENDORS.flatMap((v, i) =>
        v.lanes.map((l) => ({ vendorCode: v.code, gameType: l.gameType, sort: i + 1, isGame: l.isGame })),
      ),
    );
  const catalogue = buildCatalogue();
  await insertChunks(catalogue, 1000, (chunk) =>
    db.insert(games).values(chunk.map((g) => ({ ...g, createdAt: now }))),
  );
  await db.insert(lotteryGames).values([...LOTTERY_GAMES]);
  const playable = await playableGames(db);

  const summary: SeedSummary = { vendors: VENDORS.length, games: catalogue.length, tenants: [] };
  for (const tenant of tenants) summary.tenants.push(await seedTenant(db, tenant, playable, now));
  // Fresh statistics and visibility map, so the planner uses the indexes from the first query.
  await db.execute(sql`VACUUM ANALYZE`);
  return summary;
}

/**
 * Seeds the tenants that have no data yet (no accounts) in an already seeded database, each in one transaction:
 * a brand added to tenants/ gets its demo accounts, history and notices on the next start, and the tenants
 * already there keep their data as it is. Returns what was seeded (empty when every tenant has data).
 */
export async function seedNewTenants(
  db: Db,
  tenants: readonly PlatformTenant[],
  now: Date = new Date(),
): Promise<SeedSummary['tenants']> {
  const rows = await db.selectDistinct({ tenantId: customers.tenantId }).from(customers);
  const known = new Set(rows.map((r) => r.tenantId));
  const fresh = tenants.filter((t) => !known.has(t.id));
  if (fresh.length === 0) return [];
  const playable = await playableGames(db);
  const seeded: SeedSummary['tenants'] = [];
  for (const tenant of fresh)
    seeded.push(await db.transaction((tx) => seedTenant(tx, tenant, playable, now)));
  await db.execute(sql`ANALYZE`);
  return seeded;
}

type PlayableGame = { id: number; gameType: string; vendorCode: string; rtp: string };

/** The games seed bets are placed on: the playable categories, not under maintenance. */
async function playableGames(db: Db | Tx): Promise<PlayableGame[]> {
  const gameRows = await db
    .select({
      id: games.id,
      gameType: games.gameType,
      vendorCode: games.vendorCode,
      maintenance: games.maintenance,
      rtp: games.rtp,
    })
    .from(games);
  return gameRows.filter(
    (g) => !g.maintenance && ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS'].includes(g.gameType),
  );
}

async function seedTenant(db: Db | Tx, tenant: PlatformTenant, playable: PlayableGame[], now: Date) {
  const r = prng(hashString(tenant.id));
  const day = 86_400_000;
  // A status set through the dev call before the tenant had data is kept.
  await db
    .insert(tenantState)
    .values({ tenantId: tenant.id, systemStatus: tenant.config.systemStatus, updatedAt: now })
    .onConflictDoNothing();
  const dial = tenant.config.countries[0]?.countryDialingCode ?? '66';
  const code = tenant.merchantCode.toUpperCase().slice(0, 8);

  // ---- accounts
  const hashes = await Promise.all(SEED_ACCOUNTS.map((a) => hashPassword(a.password)));
  const ids = new Map<string, number>();
  for (const [i, a] of SEED_ACCOUNTS.entries()) {
    const level = a.username === 'agent' ? 1 : a.username === 'agent2' ? 2 : a.username === 'agent3' ? 3 : 0;
    const [row] = await db
      .insert(customers)
      .values({
        tenantId: tenant.id,
        username: a.username,
        passwordHash: hashes[i] as string,
        passwordChangedAt:
          a.username === 'expired'
            ? new Date(now.getTime() - (tenant.config.passwordExpiryDays + 10) * day)
            : new Date(now.getTime() - 20 * day),
        mustChangePassword: a.password === DEFAULT_PASSWORD,
        type: a.type,
        parentId: a.parent ? (ids.get(a.parent) ?? null) : null,
        nickname:
          a.username === 'demo'
            ? 'Demo Player'
            : a.username === 'trial'
              ? 'Guest'
              : a.username.replace(/^./, (c) => c.toUpperCase()),
        email: a.type === 4 ? null : `${a.username}@${tenant.id}.example`,
        mobile:
          a.username === 'demo'
            ? '0812345678'
            : a.username === 'agent'
              ? '0823456789'
              : a.username === 'player1'
                ? '0834567890'
                : null,
        countryDialingCode: ['demo', 'agent', 'player1'].includes(a.username) ? dial : null,
        affiliateCode: level ? `${code}A${level}` : null,
        referralCode: `${code.slice(0, 4)}${a.username.toUpperCase()}`,
        language: tenant.defaultLanguage,
        registerMethod: 'SEED',
        vipLevel: a.username === 'demo' ? 3 : level ? 5 : 0,
        createdAt: new Date(now.getTime() - 90 * day),
      })
      .returning({ id: customers.id });
    ids.set(a.username, row!.id);
  }
  await seedAgentCentre(db, tenant, ids, now);
  await seedContracts(db, tenant, ids, now);
  const types = accountTypesFor(tenant);
  await db
    .insert(walletAccounts)
    .values(
      [...ids.values()].flatMap((customerId) =>
        types.map((accountTypeId) => ({ customerId, accountTypeId, tenantId: tenant.id, balance: '0' })),
      ),
    );
  // Cashier history (areas/cashier/seed.ts): its money events join the rounds below in time order.
  const cashierPlan = planCashierSeed(tenant, ids, now);
  await db.insert(walletAccounts).values(
    cashierPlan.holdCustomers.map((customerId) => ({
      customerId,
      accountTypeId: HOLD_ACCOUNT,
      tenantId: tenant.id,
      balance: '0',
    })),
  );

  // ---- money: an opening deposit per wallet, then 60 days of rounds; the ledger carries every movement.
  const balance = new Map<string, number>(); // cents per customer:account
  const ledger: (typeof ledgerEntries.$inferInsert)[] = [];
  const move = (
    customerId: number,
    accountTypeId: number,
    cents: number,
    kind: string,
    at: Date,
    reference: string | null,
  ) => {
    const key = `${customerId}:${accountTypeId}`;
    const next = (balance.get(key) ?? 0) + cents;
    if (next < 0) return false;
    balance.set(key, next);
    ledger.push({
      tenantId: tenant.id,
      customerId,
      accountTypeId,
      amount: (cents / 100).toFixed(2),
      balanceAfter: (next / 100).toFixed(2),
      kind,
      reference,
      createdAt: at,
    });
    return true;
  };
  const opening: Record<string, number> = {
    demo: 25_000,
    agent: 100_000,
    agent2: 40_000,
    agent3: 20_000,
    agentonly: 10_000,
    player1: 5_000,
    player2: 3_000,
    player3: 2_000,
    newbie: 500,
    expired: 800,
  };
  const start = new Date(now.getTime() - 61 * day);
  for (const [username, amount] of Object.entries(opening)) {
    const id = ids.get(username)!;
    for (const t of types)
      move(id, t, (t === 1 ? amount : Math.round(amount / 5)) * 100, 'deposit', start, 'seed');
  }
  move(ids.get('trial')!, 1, Math.round(tenant.config.trialCredit * 100), 'trial_credit', start, 'seed');

  const perDay: Record<string, number> = {
    demo: 10,
    player1: 4,
    player2: 3,
    player3: 2,
    agent: 2,
    agent3: 1,
    trial: 1,
  };
  const favouriteGames = playable.filter((g) => g.gameType === 'RNG' || g.gameType === 'LIVE').slice(0, 400);
  const rounds: { username: string; at: Date; game: PlayableGame }[] = [];
  for (const [username, n] of Object.entries(perDay)) {
    const pool = Array.from({ length: 25 }, () => r.pick(playable));
    for (let d = 60; d >= 1; d--) {
      for (let k = 0; k < n; k++)
        rounds.push({
          username,
          at: new Date(now.getTime() - d * day + r.int(0, day - 60_000)),
          game: r.pick(pool),
        });
    }
  }
  rounds.sort((a, b) => a.at.getTime() - b.at.getTime());
  const betRows: (typeof bets.$inferInsert)[] = [];
  let seq = 0;
  // Applies the cashier events due by `until` (an event may add a later one: an approval after its request).
  const cashierEventsUntil = (until: number) => {
    for (;;) {
      cashierPlan.events.sort((a, b) => a.at.getTime() - b.at.getTime());
      const e = cashierPlan.events[0];
      if (!e || e.at.getTime() > until) return;
      cashierPlan.events.shift();
      e.apply(move);
    }
  };
  for (const round of rounds) {
    cashierEventsUntil(round.at.getTime());
    const customerId = ids.get(round.username)!;
    const trial = round.username === 'trial';
    const account = walletForCategory(tenant, round.game.gameType, trial);
    const betCents = r.pick([100, 200, 500, 1000, 2000, 5000]);
    const roll = r.next();
    const mult = roll < 0.005 ? 50 : roll < 0.025 ? 10 : roll < 0.105 ? 3 : roll < 0.305 ? 1.35 : 0;
    const winCents = Math.round(betCents * mult);
    const roundId = `S${tenant.id.slice(0, 3)}${String(++seq).padStart(7, '0')}`;
    if (!move(customerId, account, -betCents, 'bet', round.at, roundId)) continue;
    if (winCents > 0) move(customerId, account, winCents, 'win', round.at, roundId);
    betRows.push({
      tenantId: tenant.id,
      customerId,
      gameId: round.game.id,
      vendorCode: round.game.vendorCode,
      gameType: round.game.gameType,
      roundId,
      betAmount: (betCents / 100).toFixed(2),
      validBet: (betCents / 100).toFixed(2),
      winAmount: (winCents / 100).toFixed(2),
      status: 'settled',
      isTrial: trial,
      createdAt: round.at,
      settledAt: round.at,
    });
  }
  // A few unsettled (running) sports and lottery bets of the demo player.
  for (const g of [
    ...playable.filter((x) => x.gameType === 'SPORTS').slice(0, 2),
    ...playable.filter((x) => x.gameType === 'LOTT').slice(0, 1),
  ]) {
    const at = new Date(now.getTime() - r.int(1, 12) * 3600_000);
    const roundId = `U${tenant.id.slice(0, 3)}${String(++seq).padStart(7, '0')}`;
    const account = walletForCategory(tenant, g.gameType, false);
    if (!move(ids.get('demo')!, account, -5000, 'bet', at, roundId)) continue;
    betRows.push({
      tenantId: tenant.id,
      customerId: ids.get('demo')!,
      gameId: g.id,
      vendorCode: g.vendorCode,
      gameType: g.gameType,
      roundId,
      betAmount: '50.00',
      validBet: '0.00',
      winAmount: '0.00',
      status: 'unsettled',
      isTrial: false,
      createdAt: at,
      settledAt: null,
    });
  }
  cashierEventsUntil(Number.POSITIVE_INFINITY);
  await insertChunks(ledger, 1000, (chunk) => db.insert(ledgerEntries).values(chunk));
  await insertChunks(betRows, 1000, (chunk) => db.insert(bets).values(chunk));
  for (const [key, cents] of balance) {
    const [customerId, accountTypeId] = key.split(':').map(Number) as [number, number];
    await db.execute(
      sql`UPDATE wallet_accounts SET balance = ${(cents / 100).toFixed(2)}::numeric WHERE customer_id = ${customerId} AND account_type_id = ${accountTypeId}`,
    );
  }

  await cashierPlan.write(db);

  // ---- demo player's favourites and recent games
  const demo = ids.get('demo')!;
  const favs = Array.from(new Set(Array.from({ length: 12 }, () => r.pick(favouriteGames).id))).slice(0, 8);
  await db.insert(favourites).values(
    favs.map((gameId, i) => ({
      customerId: demo,
      gameId,
      createdAt: new Date(now.getTime() - (i + 1) * 3600_000),
    })),
  );
  const lastPlayed = new Map<number, Date>();
  for (const b of betRows)
    if (b.customerId === demo && b.status === 'settled') lastPlayed.set(b.gameId, b.createdAt);
  const recent = [...lastPlayed.entries()].sort((a, b) => b[1].getTime() - a[1].getTime()).slice(0, 15);
  if (recent.length)
    await db
      .insert(recentGames)
      .values(recent.map(([gameId, at]) => ({ customerId: demo, gameId, lastPlayedAt: at })));

  // ---- notices, banners, help centre, inbox (per language)
  for (const lang of tenant.languages) {
    const list = noticesFor(tenant.name, lang);
    const bannerIndex = new Map<string, number>();
    await db.insert(notices).values(
      list.map((n, i) => {
        const k = (bannerIndex.get(n.groupName ?? '') ?? 0) + 1;
        if (n.groupName) bannerIndex.set(n.groupName, k);
        return {
          tenantId: tenant.id,
          type: n.type,
          groupName: n.groupName ?? null,
          title: n.title,
          content: n.content,
          imageUrl:
            n.type === 'B' ? `/assets/banners/${tenant.id}/${n.groupName}-${k}.svg?lang=${lang}` : null,
          url: n.url ?? null,
          linkageType: n.linkageType ?? null,
          language: lang,
          sort: i,
          audience: n.audience ?? 'ALL',
          startAt: new Date(now.getTime() - (30 - (i % 20)) * day),
          endAt: null,
        };
      }),
    );
    for (const [i, h] of helpFor(tenant.name, lang).entries()) {
      const [parent] = await db
        .insert(helpTopics)
        .values({
          tenantId: tenant.id,
          language: lang,
          tag: h.tag,
          title: h.title,
          content: h.content,
          bgColor: h.bgColor ?? null,
          sort: i,
        })
        .returning({ id: helpTopics.id });
      if (h.children?.length) {
        await db.insert(helpTopics).values(
          h.children.map((c, j) => ({
            tenantId: tenant.id,
            language: lang,
            parentId: parent!.id,
            tag: h.tag,
            title: c.title,
            content: c.content,
            sort: j,
          })),
        );
      }
    }
  }
  const inbox = inboxFor(tenant.defaultLanguage);
  await db.insert(messages).values(
    inbox.map((m, i) => ({
      tenantId: tenant.id,
      customerId: demo,
      title: m.title,
      content: m.content,
      createdAt: new Date(now.getTime() - (i + 1) * day),
      readAt: m.read ? new Date(now.getTime() - i * day) : null,
    })),
  );
  // Points mall (areas/points/seed.ts): rates, catalogue, and the points the history above earned.
  await seedPoints(db, tenant, now);
  // Rewards (areas/promotions/seed.ts): demo's promotions in every status, VIP upgrade bonuses, referral invitees.
  await seedRewards(db, tenant, ids, now);

  return { id: tenant.id, customers: ids.size, bets: betRows.length };
}
