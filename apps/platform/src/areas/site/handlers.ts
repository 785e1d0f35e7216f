import type { HandlerMap } from '../../http/types.ts';
import {
  contractFlags,
  countries,
  domainRoutes,
  helpCenter as helpCenterOf,
  permission as permissionOf,
  systemStatus,
  whitelabelTree,
} from './site.ts';
import { encryptionKey as encryptionKeyOf } from './tenant-keys.ts';
import { noticesFor } from './notices.ts';
import { submitFeedback } from './feedback.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

function permission({ p, tenant, meta }: CallArgs<'site.permission'>): Answer<'site.permission'> {
  return permissionOf(p, tenant, meta.ip, meta);
}

function consolidatedSettings({
  tenant,
}: CallArgs<'site.consolidatedSettings'>): Answer<'site.consolidatedSettings'> {
  return contractFlags(tenant);
}

async function location({
  p,
  tenant,
  meta,
}: CallArgs<'site.location'>): Promise<CallResult<'site.location'>> {
  return {
    ip: meta.ip,
    country: 'ZZ',
    region: (await systemStatus(p, tenant)) === 2 ? 'BLOCKED' : 'ALLOWED',
  };
}

function whitelabel({ tenant }: CallArgs<'site.whitelabel'>): Answer<'site.whitelabel'> {
  return whitelabelTree(tenant);
}

function domainRoute({ tenant }: CallArgs<'site.domainRoute'>): Answer<'site.domainRoute'> {
  return domainRoutes(tenant);
}

function templates(_: CallArgs<'site.templates'>): Answer<'site.templates'> {
  return [{ name: 'default' }];
}

function helpCenter({ p, tenant, input }: CallArgs<'site.helpCenter'>): Answer<'site.helpCenter'> {
  return helpCenterOf(p, tenant, input.lang);
}

function country({ tenant }: CallArgs<'site.country'>): Answer<'site.country'> {
  return countries(tenant);
}

function notices({ p, tenant, input, session, meta }: CallArgs<'site.notices'>): Answer<'site.notices'> {
  return noticesFor(
    p,
    tenant,
    { types: input.types, language: input.language ?? meta.language },
    session?.customer,
    session?.onBreak,
  );
}

function feedback({ p, tenant, input, session, meta }: CallArgs<'site.feedback'>): Answer<'site.feedback'> {
  return submitFeedback(p, tenant, input, session?.customer, meta.binding, p.settings.uploadsDir);
}

function customerServiceScript({
  tenant,
}: CallArgs<'site.customerServiceScript'>): Answer<'site.customerServiceScript'> {
  return {
    imUrl: tenant.config.liveChatUrl,
    script: '',
    customerService: tenant.config.customerService,
  };
}

function encryptionKey({ p, tenant }: CallArgs<'site.encryptionKey'>): Answer<'site.encryptionKey'> {
  return encryptionKeyOf(p, tenant);
}

export const siteHandlers: HandlerMap = {
  'site.permission': permission,
  'site.consolidatedSettings': consolidatedSettings,
  'site.location': location,
  'site.whitelabel': whitelabel,
  'site.domainRoute': domainRoute,
  'site.templates': templates,
  'site.helpCenter': helpCenter,
  'site.country': country,
  'site.notices': notices,
  'site.feedback': feedback,
  'site.customerServiceScript': customerServiceScript,
  'site.encryptionKey': encryptionKey,
};
