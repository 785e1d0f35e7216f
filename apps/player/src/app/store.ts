import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Shell preferences of the player site (side menu open, current game type). */
export const shellSlice = createSlice({
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

/** The player app's own reducers, beside `session` and the api's (see createAppContext). */
export const playerReducers = { [shellSlice.name]: shellSlice.reducer };

export type RootState = { shell: ReturnType<typeof shellSlice.reducer> };
