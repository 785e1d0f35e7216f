import { MaintenancePage, RegionBlockedPage } from '@wl/ui';

type Logo = { src: string; alt: string };

/**
 * The root pages of a site under maintenance or in a blocked region (spec §2 "Root page by system status"), in a
 * module of their own: the status that shows them comes with the platform's answer, and most visits never see them.
 */
export default function StatusPage({
  page,
  logo,
  ip,
  onCustomerService,
}: {
  page: 'maintenance' | 'regionBlocked';
  logo: Logo;
  ip: string;
  onCustomerService?: () => void;
}) {
  return page === 'maintenance' ? (
    <MaintenancePage logo={logo} onCustomerService={onCustomerService} />
  ) : (
    <RegionBlockedPage logo={logo} ip={ip} onCustomerService={onCustomerService ?? (() => undefined)} />
  );
}
