/** Credit mode's calls (credit.ts): the credit report, a direct downline's limit and type, and its reset. */
import type { HandlerMap } from '../../http/types.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';
import { creditReport, creditTypeOf, resetCredit, setCreditLimit, setCreditType } from './credit.ts';

function createDownlineCreditLimit({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.createDownlineCreditLimit'>): Answer<'agent.createDownlineCreditLimit'> {
  return setCreditLimit(p, tenant, session.customer, input);
}

function downlineCreditLimit({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlineCreditLimit'>): Answer<'agent.downlineCreditLimit'> {
  return creditReport(p, tenant, session.customer, input);
}

function downlineCreditType({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.downlineCreditType'>): Answer<'agent.downlineCreditType'> {
  return creditTypeOf(p, tenant, session.customer, input.customerId);
}

function editDownlineCreditType({
  p,
  tenant,
  input,
  session,
}: CallArgs<'agent.editDownlineCreditType'>): Answer<'agent.editDownlineCreditType'> {
  return setCreditType(p, tenant, session.customer, input);
}

function resetDownlineCredit({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'agent.resetDownlineCredit'>): Answer<'agent.resetDownlineCredit'> {
  return resetCredit(p, tenant, session.customer, input.customerId, meta.idempotencyKey);
}

export const creditHandlers: HandlerMap = {
  'agent.createDownlineCreditLimit': createDownlineCreditLimit,
  'agent.downlineCreditLimit': downlineCreditLimit,
  'agent.downlineCreditType': downlineCreditType,
  'agent.editDownlineCreditType': editDownlineCreditType,
  'agent.resetDownlineCredit': resetDownlineCredit,
};
