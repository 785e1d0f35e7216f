import {
  hasInvitation,
  invitationFromUrl,
  mergeInvitation,
  parseStoredInvitation,
  type Invitation,
} from '@wl/domain';

/**
 * The invitation of the link a visitor arrived through, kept on this device (`reg_info`, as the original keeps it) so a
 * visitor who follows an agent's link, looks around and registers later is still made under that agent.
 */
const KEY = 'reg_info';

export function storedInvitation(storage: Storage = localStorage): Invitation | null {
  try {
    return parseStoredInvitation(storage.getItem(KEY));
  } catch {
    return null;
  }
}

/**
 * Reads the invitation of an address and keeps it (merged over one kept before); returns what the address carried,
 * or null when it carried none.
 */
export function takeInvitation(
  url: { search: string; hostname: string },
  siteDomains: readonly string[],
  storage: Storage = localStorage,
): Invitation | null {
  const found = invitationFromUrl(url, siteDomains);
  if (!hasInvitation(found)) return null;
  try {
    storage.setItem(KEY, JSON.stringify(mergeInvitation(storedInvitation(storage), found)));
  } catch {
    // Storage full or refused: the invitation still reaches this visit's registration through the store.
  }
  return found;
}

/** The account is made: the invitation has been used. */
export function forgetInvitation(storage: Storage = localStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
