/** The tenant's deposit channels (platform.json `cashier.depositChannels`): the enabled ones, by method, by id. */
import type { Tenant } from '../../context.ts';
import { badInput } from '../../shared/errors.ts';
import { cashierOf, type DepositChannelConfig } from './config.ts';

export function depositChannels(
  tenant: Tenant,
  filter: { web?: boolean; mobile?: boolean } = {},
): DepositChannelConfig[] {
  return cashierOf(tenant).depositChannels.filter(
    (c) => c.enabled && (!filter.web || c.web) && (!filter.mobile || c.mobile),
  );
}

export function channelView(c: DepositChannelConfig) {
  return {
    channelId: c.channelId,
    channelName: c.channelName,
    method: c.method,
    methodName: c.methodName,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    fixedAmounts: c.fixedAmounts,
    fixedAmountsOnly: c.fixedAmountsOnly,
    ...(c.receivingAccount ? { bankName: c.receivingAccount.bankName } : {}),
  };
}

export function depositMethods(tenant: Tenant) {
  const by = new Map<
    string,
    { method: string; methodName: string; minAmount: number; maxAmount: number; channelCount: number }
  >();
  for (const c of depositChannels(tenant)) {
    const m = by.get(c.method);
    if (!m)
      by.set(c.method, {
        method: c.method,
        methodName: c.methodName,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        channelCount: 1,
      });
    else
      Object.assign(m, {
        minAmount: Math.min(m.minAmount, c.minAmount),
        maxAmount: Math.max(m.maxAmount, c.maxAmount),
        channelCount: m.channelCount + 1,
      });
  }
  return [...by.values()];
}

export function channelById(tenant: Tenant, channelId: string, field = 'channelId'): DepositChannelConfig {
  const channel = depositChannels(tenant).find((c) => c.channelId === channelId);
  if (!channel)
    throw badInput(
      field,
      `is not a deposit channel of this site (${depositChannels(tenant)
        .map((c) => c.channelId)
        .join(', ')})`,
    );
  return channel;
}
