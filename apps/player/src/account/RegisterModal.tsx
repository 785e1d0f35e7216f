import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '@wl/ui';
import type { Invitation } from '@wl/domain';
import { accountActions } from './accountSlice.ts';
import { useMessages } from './shared.ts';
import { storedInvitation } from './invitation.ts';
import { RegisterForm } from './RegisterForm.tsx';

export { todayIso } from './registerFields.ts';

/**
 * The registration popup, built entirely from the platform's field rules and feature toggles. `invitation` holds the
 * codes of the link the visitor arrived through: they fill the invitation and referral fields, and are sent as they
 * are when the tenant does not show those fields, so the account is made under the agent or referrer of the link.
 */
export function RegisterModal({ open, invitation: given }: { open: boolean; invitation: Invitation | null }) {
  // The codes kept on this device (this visit's link merged over an earlier one's), else those of this visit's link.
  const invitation = open ? (storedInvitation() ?? given) : null;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useMessages();
  const close = () => {
    dispatch(accountActions.closeModal());
    if (pathname === '/register') navigate('/', { replace: true });
  };
  return (
    <Modal open={open} onClose={close} title={t('register.title')} size="md">
      {open && <RegisterForm invitation={invitation} />}
    </Modal>
  );
}
