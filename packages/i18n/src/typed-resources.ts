/**
 * The shape of every namespace, from the English strings (the reference language): the types i18next checks keys
 * against (`i18next.d.ts`). Adding a namespace file means adding it here; a test checks this list against the files.
 */
import type common from './locales/EN/common.json';
import type games from './locales/EN/games.json';
import type site from './locales/EN/site.json';
import type ui from './locales/EN/ui.json';
import type account from './locales/EN/areas/account.json';
import type agent from './locales/EN/areas/agent.json';
import type agentCentre from './locales/EN/areas/agentCentre.json';
import type agentContracts from './locales/EN/areas/agentContracts.json';
import type cashier from './locales/EN/areas/cashier.json';
import type consent from './locales/EN/areas/consent.json';
import type errors from './locales/EN/areas/errors.json';
import type floating from './locales/EN/areas/floating.json';
import type install from './locales/EN/areas/install.json';
import type footer from './locales/EN/areas/footer.json';
import type kyc from './locales/EN/areas/kyc.json';
import type member from './locales/EN/areas/member.json';
import type messages from './locales/EN/areas/messages.json';
import type protection from './locales/EN/areas/protection.json';
import type records from './locales/EN/areas/records.json';
import type rewards from './locales/EN/areas/rewards.json';
import type validation from './locales/EN/areas/validation.json';

export type EnglishResources = {
  common: typeof common;
  games: typeof games;
  site: typeof site;
  ui: typeof ui;
  account: typeof account;
  agent: typeof agent;
  agentCentre: typeof agentCentre;
  agentContracts: typeof agentContracts;
  cashier: typeof cashier;
  consent: typeof consent;
  errors: typeof errors;
  floating: typeof floating;
  install: typeof install;
  footer: typeof footer;
  kyc: typeof kyc;
  member: typeof member;
  messages: typeof messages;
  protection: typeof protection;
  records: typeof records;
  rewards: typeof rewards;
  validation: typeof validation;
};
