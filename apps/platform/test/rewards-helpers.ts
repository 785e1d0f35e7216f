/** Helpers of the rewards tests (promotions, missions, VIP, referral). */
import type { Member } from './cashier-helpers.ts';
import type { Caller } from './helpers.ts';

/** Plays `rounds` demo-game rounds of `bet` on a slot (valid bet that missions, VIP and raffles count). */
export async function playSlots(c: Caller, m: Member, rounds: number, bet: number) {
  await c.call(
    'wallet.transfer',
    { fromAccountTypeId: 1, toAccountTypeId: 5, amount: rounds * bet },
    { token: m.token },
  );
  const game = (await c.call('games.list', { gameType: 'RNG', vassalage: 'NOVA' })).body.value.list.find(
    (g) => !g.maintenance,
  )!;
  const launch = await c.call(
    'games.launch',
    {
      nodeId: game.nodeId,
      vassalage: 'NOVA',
      gameType: 'RNG',
      launchMode: 'GLS',
      accountType: 1,
      language: 'EN',
    },
    { token: m.token },
  );
  const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
  for (let i = 0; i < rounds; i++) {
    const r = await c.call('games.demoPlay', {
      launchToken,
      bet,
      roundId: `${m.username}-${Date.now()}-${i}`,
    });
    if (!r.body.success) throw new Error(`play: ${r.body.message}`);
  }
}
