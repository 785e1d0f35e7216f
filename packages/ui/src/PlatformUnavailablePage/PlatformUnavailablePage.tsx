import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyOf } from '@wl/i18n';
import { Button } from '../Button/Button.tsx';
import {
  ChatIcon,
  CloudOffIcon,
  GlobeIcon,
  HourglassIcon,
  MailIcon,
  PhoneIcon,
  WarningIcon,
} from '../internal/icons.tsx';
import {
  StyledContactList,
  StyledContacts,
  StyledContactsTitle,
  StyledMessage,
  StyledStatusIcon,
  StyledStatusLogo,
  StyledStatusPage,
  StyledStatusText,
  StyledStatusTitle,
} from './PlatformUnavailablePage.styles.ts';

/**
 * Why the site cannot start: the platform does not know this site's merchant code (`merchantUnknown`), it cannot be
 * reached (`unreachable`: refused, dropped, a gateway error), or it did not answer in time (`timeout`).
 */
export type PlatformUnavailableReason = 'merchantUnknown' | 'unreachable' | 'timeout';

/** Customer-service contacts of the brand (they come with the site, not from the platform). */
export type SupportContacts = {
  email?: string | undefined;
  phone?: string | undefined;
  chatUrl?: string | undefined;
  url?: string | undefined;
};

export type PlatformUnavailablePageProps = {
  reason: PlatformUnavailableReason;
  /** Asks the platform again. */
  onRetry: () => void;
  /** A retry is on its way: the button shows a spinner and is busy. */
  retrying?: boolean;
  logo?: { src: string; alt: string };
  contacts?: SupportContacts;
  /**
   * The brand's other addresses to try (domain failover): each a link "Try <domain>" to `href`, the same page on
   * that domain. None: the section is left out.
   */
  otherDomains?: readonly { domain: string; href: string }[];
};

const TEXT: Record<PlatformUnavailableReason, { title: KeyOf<'ui'>; text: KeyOf<'ui'>; icon: ReactNode }> = {
  merchantUnknown: { title: 'boot_merchantTitle', text: 'boot_merchantText', icon: <WarningIcon /> },
  unreachable: { title: 'boot_unreachableTitle', text: 'boot_unreachableText', icon: <CloudOffIcon /> },
  timeout: { title: 'boot_timeoutTitle', text: 'boot_timeoutText', icon: <HourglassIcon /> },
};

/** Digits and a leading + of a phone number, for its tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The full page shown instead of the site when the platform refuses it or cannot be reached: what happened (an
 * alert, focused when it appears), a retry button, the brand's other addresses when some are known, and the brand's
 * customer-service contacts.
 */
export function PlatformUnavailablePage({
  reason,
  onRetry,
  retrying = false,
  logo,
  contacts,
  otherDomains = [],
}: PlatformUnavailablePageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const contactsId = useId();
  const domainsId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { title, text, icon } = TEXT[reason];
  useEffect(() => {
    titleRef.current?.focus();
  }, [reason]);
  const links = [
    contacts?.chatUrl && {
      key: 'chat',
      href: contacts.chatUrl,
      icon: <ChatIcon />,
      label: t('boot_chat'),
      external: true,
    },
    contacts?.email && {
      key: 'email',
      href: `mailto:${contacts.email}`,
      icon: <MailIcon />,
      label: `${t('boot_email')}: ${contacts.email}`,
    },
    contacts?.phone && {
      key: 'phone',
      href: telHref(contacts.phone),
      icon: <PhoneIcon />,
      label: `${t('boot_phone')}: ${contacts.phone}`,
    },
    contacts?.url && {
      key: 'url',
      href: contacts.url,
      icon: <GlobeIcon />,
      label: t('boot_website'),
      external: true,
    },
  ].filter((l) => !!l);
  return (
    <StyledStatusPage aria-labelledby={titleId} data-reason={reason}>
      {logo && <StyledStatusLogo src={logo.src} alt={logo.alt} />}
      <StyledStatusIcon>{icon}</StyledStatusIcon>
      <StyledMessage role="alert">
        <StyledStatusTitle id={titleId} ref={titleRef} tabIndex={-1}>
          {t(title)}
        </StyledStatusTitle>
        <StyledStatusText>{t(text)}</StyledStatusText>
      </StyledMessage>
      <Button onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
      {otherDomains.length > 0 && (
        <StyledContacts aria-labelledby={domainsId}>
          <StyledContactsTitle id={domainsId}>{t('boot_otherDomains')}</StyledContactsTitle>
          <StyledContactList>
            {otherDomains.map(({ domain, href }) => (
              <li key={domain}>
                <a href={href}>
                  <GlobeIcon />
                  {t('boot_tryDomain', { domain })}
                </a>
              </li>
            ))}
          </StyledContactList>
        </StyledContacts>
      )}
      {links.length > 0 && (
        <StyledContacts aria-labelledby={contactsId}>
          <StyledContactsTitle id={contactsId}>{t('boot_contacts')}</StyledContactsTitle>
          <StyledContactList>
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.icon}
                  {link.label}
                </a>
              </li>
            ))}
          </StyledContactList>
        </StyledContacts>
      )}
    </StyledStatusPage>
  );
}
