import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageFrame } from '../PageFrame.tsx';
import { HelpTopics } from '../../help/HelpTopics.tsx';

export { sanitizeHelpHtml, withoutRepeatedTitle } from '../../help/HelpTopics.tsx';

/** /help: the help centre topics of the platform in the current language; #term (or any topic tag) scrolls to that topic. */
export function Component() {
  const { t } = useTranslation('account');
  const { hash } = useLocation();
  return (
    <PageFrame title={t('help.title')}>
      <HelpTopics current={decodeURIComponent(hash.slice(1))} />
    </PageFrame>
  );
}
