import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';

/** Agent centre page state of the spec: which centre is loaded and shown (acLoaded, acShow, ...). */
const centreSlice = createSlice({
  name: 'centre',
  initialState: { page: 'agentTeamOverview' as string },
  reducers: {},
});

const rootReducer = combineSlices(centreSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}
