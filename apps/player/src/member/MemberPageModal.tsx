import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCloseOnNavigation } from '../components/useCloseOnNavigation.ts';
import styled from 'styled-components';
import { Modal } from '@wl/ui';
import { MemberPageBody } from './MemberPageBody.tsx';
import type { MemberPage } from './pageNames.ts';
import { LocalSearchParams } from './pageSearchParams.tsx';
import { useMemberMenu } from './useMemberMenu.ts';

const StyledFullPage = styled(Link)`
  color: inherit;
  text-decoration: underline;
`;

/**
 * A member or account centre page in a popup over the page the player is on (spec §2 "Modals", wide screens): the
 * page's name as the dialog's title, the page through the route's gates (MemberPageBody), its query parameters kept
 * in the popup (the address below does not change) and a link to the full page. A link inside the page leaves for
 * its own page: the popup closes when the address changes.
 */
export default function MemberPageModal({ page, onClose }: { page: MemberPage; onClose: () => void }) {
  const { t } = useTranslation('member');
  const menu = useMemberMenu();
  useCloseOnNavigation(onClose);
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`pages.${page}`)}
      size="lg"
      footer={<StyledFullPage to={`/member/${page}`}>{t('fullPage')}</StyledFullPage>}
    >
      <LocalSearchParams>
        <MemberPageBody page={page} menu={menu} />
      </LocalSearchParams>
    </Modal>
  );
}
