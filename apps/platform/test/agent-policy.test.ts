/**
 * The agent policy flag (accounts §6: "The agent policy flag gates the consolidated call"; our reading in
 * docs/platform/our-readings.md): the whitelabel module AGENTPOLICY, on by default. Off, an agent account's
 * consolidated funds call is refused (FUNCTION_NOT_AVAILABLE) while a player's is answered; the site permission's
 * tree says which it is.
 */
import { agentPolicyAllowsConsolidated } from '@wl/domain';
import { describe, expect, it } from 'vitest';
import { whitelabelTree } from '../src/areas/site/site.ts';
import { expectFail, GOLD, usePlatform } from './helpers.ts';

const t = usePlatform();

const modules = () => t.app.platform.tenants.byMerchantCode(GOLD)!.config.modules;
const tree = async () =>
  (await t.call('site.permission', {}, { merchant: GOLD })).body.value.whitelabel as unknown;

describe('agent policy flag', () => {
  it('on (the default): the tree says so and an agent gets the consolidated funds', async () => {
    expect(modules().AGENTPOLICY).toBeUndefined();
    expect(agentPolicyAllowsConsolidated(await tree(), 1)).toBe(true);
    const agent = await t.login('agent');
    const r = await t.call('wallet.consolidatedFunds', {}, { token: agent });
    expect(r.body.success).toBe(true);
    expect(typeof r.body.value.balance).toBe('number');
  });

  it('off: the tree says so, an agent is refused the consolidated funds, a player is not', async () => {
    const agent = await t.login('agent');
    const player = await t.login('player1');
    modules().AGENTPOLICY = false;
    try {
      // Tenant settings change with a restart (the permission answer is kept until then): the tree it would answer.
      const wl = whitelabelTree(t.app.platform.tenants.byMerchantCode(GOLD)!);
      expect(agentPolicyAllowsConsolidated(wl, 1)).toBe(false);
      expect(agentPolicyAllowsConsolidated(wl, 41)).toBe(false);
      // A player (type 0) is not an agent: the flag does not apply.
      expect(agentPolicyAllowsConsolidated(wl, 0)).toBe(true);
      expectFail(
        await t.call('wallet.consolidatedFunds', {}, { token: agent }),
        200,
        'FUNCTION_NOT_AVAILABLE',
        'agent policy',
      );
      expect((await t.call('wallet.consolidatedFunds', {}, { token: player })).body.success).toBe(true);
    } finally {
      delete modules().AGENTPOLICY;
    }
  });
});
