/** Identity checks' calls (documents.ts): the status, the tenant's settings, the upload, and the dev decision. */
import type { HandlerMap } from '../../http/types.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';
import { decide, kycSettings, kycStatus, uploadDocument } from './documents.ts';

function status({ p, session }: CallArgs<'member.kycStatus'>): Answer<'member.kycStatus'> {
  return kycStatus(p.db, session.customer);
}

function settings({ tenant }: CallArgs<'member.kycSettings'>): Answer<'member.kycSettings'> {
  return kycSettings(tenant);
}

function upload({ p, tenant, input, session }: CallArgs<'member.kycUpload'>): Answer<'member.kycUpload'> {
  return uploadDocument(p, tenant, session.customer, input);
}

export const kycHandlers: HandlerMap = {
  'member.kycStatus': status,
  'member.kycSettings': settings,
  'member.kycUpload': upload,
};

function decideKyc({ p, tenant, input }: CallArgs<'dev.decideKyc'>): Answer<'dev.decideKyc'> {
  return decide(p, tenant, input);
}

export const kycDevHandlers: HandlerMap = { 'dev.decideKyc': decideKyc };
