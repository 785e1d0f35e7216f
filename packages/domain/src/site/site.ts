import { memberFlags, parseMemberType } from '../roles/roles.ts';

/** Site configuration rules: the whitelabel module tree, stored preferences, menu gates. */

/** A node of the whitelabel tree (`/wps/system/whitelabel`). */
export type WhitelabelNode = {
  readonly modId?: string;
  /** '1' means enabled; anything else disabled. */
  readonly enabled?: string | number | boolean;
  readonly childrenNodes?: readonly WhitelabelNode[] | null;
};

const isOn = (v: unknown): boolean => v === '1' || v === 1 || v === true;

/**
 * The module ids a whitelabel tree names: with `enabledOnly`, those switched on, a module counting only when it and
 * every ancestor are enabled ('1': switching a parent off hides its whole branch); without, every id named. Accepts
 * one root or a list of roots; malformed input gives an empty set. Depth is capped at 32 against cyclic or hostile
 * data.
 */
export function whitelabelModules(tree: unknown, enabledOnly: boolean): ReadonlySet<string> {
  const out = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > 32 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, depth);
      return;
    }
    const n = node as WhitelabelNode;
    if (enabledOnly && !isOn(n.enabled)) return;
    if (typeof n.modId === 'string' && n.modId !== '') out.add(n.modId);
    if (Array.isArray(n.childrenNodes)) for (const child of n.childrenNodes) visit(child, depth + 1);
  };
  visit(tree, 0);
  return out;
}

/** The module ids switched on in a whitelabel tree (see `whitelabelModules`). */
export function enabledModules(tree: unknown): ReadonlySet<string> {
  return whitelabelModules(tree, true);
}

/** Whether one module is switched on (see `enabledModules`). */
export function isModuleEnabled(tree: unknown, modId: string): boolean {
  return enabledModules(tree).has(modId);
}

/**
 * The agent policy flag (accounts §6: "The agent policy flag gates the consolidated call"; our reading in
 * docs/platform/our-readings.md): the whitelabel module AGENTPOLICY. Switched off, an agent account (types 1, 2, 41,
 * 42) does not ask for the consolidated funds and the platform refuses it; a tree without the node leaves it on.
 */
export const AGENT_POLICY_MODULE = 'AGENTPOLICY';

/** Whether the agent policy lets an account of this type ask for the consolidated funds (non-agents: always). */
export function agentPolicyAllowsConsolidated(tree: unknown, memberType: unknown): boolean {
  if (!memberFlags(memberType).isAgent) return true;
  return (
    !whitelabelModules(tree, false).has(AGENT_POLICY_MODULE) || isModuleEnabled(tree, AGENT_POLICY_MODULE)
  );
}

/** Local storage keys of the language choice. */
export const LANGUAGE_STORAGE_KEYS = Object.freeze({ current: 'lang', history: 'hisLang' });

/** The local storage entries written when the user picks a language. */
export function languageStorageEntries(language: string): Record<string, string> {
  return { [LANGUAGE_STORAGE_KEYS.current]: language, [LANGUAGE_STORAGE_KEYS.history]: language };
}

/** Transfer to upline: only when the session flag toUpline is '1' and the member is not agent type 2. */
export function canTransferUpline(toUplineFlag: unknown, memberType: unknown): boolean {
  return isOn(toUplineFlag) && parseMemberType(memberType) !== 2;
}

/** Consolidated contract flags from the site settings (names as the platform sends them). */
export type ContractFlags = Readonly<
  Partial<
    Record<
      | 'dailysalreqtype'
      | 'divtypereq'
      | 'contracthoursalreqtype'
      | 'realtimesalreqtype'
      | 'contractmrdailysalinfotype'
      | 'contracthoursalinfo'
      | 'dailysalinfotype'
      | 'divtypeinfo',
      unknown
    >
  >
>;

export type ContractPage =
  'agentDividendRecordCopy2' | 'agentDailyWages2' | 'agentHourSalary' | 'agentRealtimeSalary';

/**
 * Which contract pages of the agent centre show. The spec names the flags but not their values; the
 * chosen rule: a page shows when its request flag or its info flag is on ('1', 1, true, 'Y'):
 * dividend <- divtypereq | divtypeinfo; daily salary <- dailysalreqtype | dailysalinfotype |
 * contractmrdailysalinfotype; hourly <- contracthoursalreqtype | contracthoursalinfo; real-time <-
 * realtimesalreqtype.
 */
export function visibleContractPages(flags: ContractFlags): readonly ContractPage[] {
  const on = (v: unknown) => isOn(v) || v === 'Y' || v === 'y' || v === 'true';
  const pages: ContractPage[] = [];
  if (on(flags.divtypereq) || on(flags.divtypeinfo)) pages.push('agentDividendRecordCopy2');
  if (on(flags.dailysalreqtype) || on(flags.dailysalinfotype) || on(flags.contractmrdailysalinfotype))
    pages.push('agentDailyWages2');
  if (on(flags.contracthoursalreqtype) || on(flags.contracthoursalinfo)) pages.push('agentHourSalary');
  if (on(flags.realtimesalreqtype)) pages.push('agentRealtimeSalary');
  return pages;
}

/**
 * Announcement popups appear once per session per audience: given the audiences already shown this
 * session, whether to show this one, and the updated list to store.
 */
export function announcementPopupOnce(
  shown: readonly string[],
  audience: string,
): { readonly show: boolean; readonly shown: readonly string[] } {
  return shown.includes(audience) ? { show: false, shown } : { show: true, shown: [...shown, audience] };
}
