import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentType } from '@wl/domain';
import type { TranslationKey } from '@wl/i18n';
import { accountReducer } from '../account/accountSlice.ts';

/** The spec's large breakpoint (theme.media.lg): below it the side menu is a drawer, closed by default. */
export const LARGE_BREAKPOINT_PX = 1024;

function sideMenuOpenByDefault(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : window.matchMedia(`(min-width: ${LARGE_BREAKPOINT_PX}px)`).matches;
}

export type Flash = {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'danger';
  /** The words, with their namespace (`games:launchFailed`): any namespace a page that raises one has loaded. */
  key: TranslationKey;
  values?: Record<string, string>;
};
export type VendorPopupTarget = { vassalage: string; gameType: string; name: string };

type ShellState = {
  sideMenuOpen: boolean;
  currentType: CurrentType;
  balanceHidden: boolean;
  /** The notice modal, opened at a notice's index (marquee) or null. */
  noticeIndex: number | null;
  announcementsOpen: boolean;
  /** The help centre popup, open at a topic ('term'; '' for the start) or null. */
  helpTopic: string | null;
  vendorPopup: VendorPopupTarget | null;
  flashes: Flash[];
};

const initialState = (): ShellState => ({
  sideMenuOpen: sideMenuOpenByDefault(),
  currentType: 'HOME',
  balanceHidden: false,
  noticeIndex: null,
  announcementsOpen: false,
  helpTopic: null,
  vendorPopup: null,
  flashes: [],
});

let flashId = 0;

/** Shell preferences of the player site (side menu, current game type, balance mask, modals, messages). */
export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    toggleSideMenu(state) {
      state.sideMenuOpen = !state.sideMenuOpen;
    },
    setSideMenuOpen(state, action: PayloadAction<boolean>) {
      state.sideMenuOpen = action.payload;
    },
    setCurrentType(state, action: PayloadAction<CurrentType>) {
      state.currentType = action.payload;
    },
    toggleBalanceHidden(state) {
      state.balanceHidden = !state.balanceHidden;
    },
    openNotice(state, action: PayloadAction<number | null>) {
      state.noticeIndex = action.payload;
    },
    setAnnouncementsOpen(state, action: PayloadAction<boolean>) {
      state.announcementsOpen = action.payload;
    },
    openHelp(state, action: PayloadAction<string | null>) {
      state.helpTopic = action.payload;
    },
    openVendorPopup(state, action: PayloadAction<VendorPopupTarget | null>) {
      state.vendorPopup = action.payload;
    },
    flash: {
      reducer(state, action: PayloadAction<Flash>) {
        state.flashes = [...state.flashes.filter((f) => f.key !== action.payload.key), action.payload].slice(
          -3,
        );
      },
      prepare(message: Omit<Flash, 'id'>) {
        flashId += 1;
        return { payload: { ...message, id: flashId } };
      },
    },
    dismissFlash(state, action: PayloadAction<number>) {
      state.flashes = state.flashes.filter((f) => f.id !== action.payload);
    },
  },
});

export const {
  toggleSideMenu,
  setSideMenuOpen,
  setCurrentType,
  toggleBalanceHidden,
  openNotice,
  setAnnouncementsOpen,
  openHelp,
  openVendorPopup,
  flash,
  dismissFlash,
} = shellSlice.actions;

/** The player app's own reducers, beside `session` and the api's (see createAppContext). */
export const playerReducers = { [shellSlice.name]: shellSlice.reducer, account: accountReducer };

export type RootState = { shell: ShellState; session: { token: string | null } };
