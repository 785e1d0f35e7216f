import type { HandlerMap } from '../../http/types.ts';
import * as site from './site.ts';

export const siteHandlers: HandlerMap = {
  'site.permission': ({ p, tenant, meta }) => site.permission(p, tenant, meta.ip, meta),
  'site.consolidatedSettings': ({ tenant }) => site.contractFlags(tenant),
  'site.location': async ({ p, tenant, meta }) => ({
    ip: meta.ip,
    country: 'ZZ',
    region: (await site.systemStatus(p, tenant)) === 2 ? 'BLOCKED' : 'ALLOWED',
  }),
  'site.whitelabel': ({ tenant }) => site.whitelabelTree(tenant),
  'site.domainRoute': ({ tenant }) => site.domainRoutes(tenant),
  'site.templates': ({ tenant }) => [{ name: 'default', skin: tenant.id }],
  'site.helpCenter': ({ p, tenant, input }) => site.helpCenter(p, tenant, input.lang),
  'site.country': ({ tenant }) => site.countries(tenant),
  'site.notices': ({ p, tenant, input, session, meta }) =>
    site.noticesFor(
      p,
      tenant,
      { types: input.types, language: input.language ?? meta.language },
      session?.customer,
    ),
  'site.feedback': ({ p, tenant, input, session, meta }) =>
    site.submitFeedback(p, tenant, input, session?.customer, meta.binding, p.settings.uploadsDir),
  'site.customerServiceScript': ({ tenant }) => ({
    imUrl: tenant.config.liveChatUrl,
    script: '',
    customerService: tenant.config.customerService,
  }),
  'site.encryptionKey': ({ p, tenant }) => site.encryptionKey(p, tenant),
};
