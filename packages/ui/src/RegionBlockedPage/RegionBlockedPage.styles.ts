// Same full-page layout as the maintenance page.
export {
  StyledStatusIcon,
  StyledStatusLogo,
  StyledStatusMeta,
  StyledStatusPage,
  StyledStatusText,
  StyledStatusTitle,
} from '../MaintenancePage/MaintenancePage.styles.ts';
