/**
 * Type tests (checked by `pnpm typecheck`, never run): a handler's and a service's answer is typed by its call's
 * response schema. Each `@ts-expect-error` below must meet an error: if the typing broke, the unused directive itself
 * fails the typecheck.
 */
import type { Handler } from '../src/http/types.ts';
import type { SessionInfo } from '../src/areas/session/sessions.ts';
import type { CallArgs, CallResult } from '../src/shared/call.ts';

/** A service answering a field the contract does not name. */
export function answersAnExtraField(
  _: CallArgs<'wallet.merchantWallet'>,
): CallResult<'wallet.merchantWallet'> {
  // @ts-expect-error `walletCount` is not a field of wallet.merchantWallet's response
  return { isSingle: 1, walletCount: 3 };
}

/** A handler answering a value of the wrong type. */
// @ts-expect-error isSingle is 0 or 1
export const answersTheWrongType: Handler<'wallet.merchantWallet'> = () => ({ isSingle: 'yes' });

/** A handler leaving out a field the contract requires. */
// @ts-expect-error isSingle is required
export const leavesOutAField: Handler<'wallet.merchantWallet'> = () => ({});

/** What is right passes. */
export const answersRight: Handler<'wallet.merchantWallet'> = () => ({ isSingle: 1 });

/** A call for signed-in accounts gets a session; a call for anyone may come without one. */
type Expect<T extends true> = T;
export type SessionIsThere = Expect<CallArgs<'wallet.balance'>['session'] extends SessionInfo ? true : false>;
export type SessionMayBeMissing = Expect<undefined extends CallArgs<'games.list'>['session'] ? true : false>;
