import { combineSlices, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Shell preferences of the player site (side menu open, current game type). */
const shellSlice = createSlice({
  name: 'shell',
  initialState: { sideMenuOpen: true },
  reducers: {
    toggleSideMenu(state) {
      state.sideMenuOpen = !state.sideMenuOpen;
    },
    setSideMenuOpen(state, action: PayloadAction<boolean>) {
      state.sideMenuOpen = action.payload;
    },
  },
});

export const { toggleSideMenu, setSideMenuOpen } = shellSlice.actions;

const rootReducer = combineSlices(shellSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}
export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
