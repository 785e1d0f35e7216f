import { audienceOf, type CallMeta } from '@wl/api';
import { mayCall } from '@wl/domain';
import { useSession } from './useSession.ts';

/**
 * Whether this session may make a call, by the audience the contract declares for it (the rule the platform
 * enforces): `may(walletMeta['wallet.consolidatedFunds'])`. Undefined, which a query's `skip` reads as no, while a
 * signed-in session's kind of account is not known yet.
 */
export function useMayCall(): (call: Pick<CallMeta, 'audience' | 'auth'>) => boolean | undefined {
  const session = useSession();
  const memberType = session.member
    ? ((session.member as { type?: unknown; customerType?: unknown }).type ??
      (session.member as { customerType?: unknown }).customerType)
    : undefined;
  return (call) => mayCall(audienceOf(call), { token: session.token, memberType });
}
