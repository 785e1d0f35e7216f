// ErrorState shares the layout of EmptyState (EmptyState.styles.ts); only the icon tone differs.
export {
  StyledState,
  StyledStateIcon,
  StyledStateText,
  StyledStateTitle,
} from '../EmptyState/EmptyState.styles.ts';
