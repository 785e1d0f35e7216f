import { useDispatch, useSelector } from 'react-redux';
import type { ApiStore } from '@wl/api';
import type { RootState } from './store.ts';

export type AppDispatch = ApiStore['store']['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
