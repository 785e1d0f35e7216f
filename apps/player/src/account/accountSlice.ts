import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invitation } from '@wl/domain';
import type { KeyOf } from '@wl/i18n';

/** Which account popup is open. One at a time; the login and register popups link to each other. */
type AccountModal = 'login' | 'register' | 'forgot' | 'changePassword' | 'feedback';

export type ChangePasswordReason = 'firstLogin' | 'expired' | 'member';

type AccountState = {
  modal: AccountModal | null;
  /** Why the change-password popup is open: forced after login (first login / expiry) or asked for. */
  changePasswordReason: ChangePasswordReason | null;
  /** The sign-out confirmation is open. */
  confirmLogout: boolean;
  /** A message popup (an `account` namespace key), e.g. 'in_need_true_account' for trial users. */
  notice: KeyOf<'account'> | null;
  /** Who invited the visitor: the codes of the link they arrived through (`?affiliateCode=`, `?referralCode=`). */
  invitation: Invitation | null;
};

const initialState: AccountState = {
  modal: null,
  changePasswordReason: null,
  confirmLogout: false,
  notice: null,
  invitation: null,
};

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<AccountModal>) {
      state.modal = action.payload;
      if (action.payload !== 'changePassword') state.changePasswordReason = null;
    },
    openRegister(state, action: PayloadAction<{ invitation?: Invitation | null } | undefined>) {
      state.modal = 'register';
      const invitation = action.payload?.invitation;
      // A newer link's codes replace an older one's, code by code (as mergeInvitation of @wl/domain).
      if (invitation) state.invitation = { ...state.invitation, ...invitation };
    },
    openChangePassword(state, action: PayloadAction<ChangePasswordReason>) {
      state.modal = 'changePassword';
      state.changePasswordReason = action.payload;
    },
    closeModal(state) {
      state.modal = null;
      state.changePasswordReason = null;
    },
    setConfirmLogout(state, action: PayloadAction<boolean>) {
      state.confirmLogout = action.payload;
    },
    showNotice(state, action: PayloadAction<KeyOf<'account'> | null>) {
      state.notice = action.payload;
    },
  },
});

export const accountActions = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
export type AccountRootState = { account: AccountState };
