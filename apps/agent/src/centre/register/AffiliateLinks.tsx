import { StyledPanel } from './AffiliateLinks.styles.ts';
import { NewLink } from './NewAffiliateLink.tsx';
import { LinkList } from './AffiliateLinkList.tsx';

/**
 * Register centre, affiliate links: create one (member or agent, an expiry and a channel; `agent.createAffiliateUrl`),
 * and the agent's links (`agent.affiliateUrls`), each with its QR code, a copy button, its state, the accounts
 * registered through it, and delete after a confirmation (`agent.deleteAffiliateUrl`). `canCreate` and `canList`
 * follow the module keys CREATEAFF3 and AFFMAN3.
 */
export function AffiliateLinks({ canCreate, canList }: { canCreate: boolean; canList: boolean }) {
  return (
    <StyledPanel>
      {canCreate && <NewLink />}
      {canList && <LinkList />}
    </StyledPanel>
  );
}
