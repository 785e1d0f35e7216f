import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCloseOnNavigation } from '../components/useCloseOnNavigation.ts';
import styled from 'styled-components';
import { Modal } from '@wl/ui';
import { useAccountActions } from '../account/index.ts';
import { HelpTopics } from './HelpTopics.tsx';

const StyledFullPage = styled(Link)`
  color: inherit;
  text-decoration: underline;
`;

/** The topics' element ids in the popup: never the /help page's own (`term`). */
const ID_PREFIX = 'help-popup-';

/**
 * The help centre over the page the visitor is on (and over a popup: the register form's terms link), open at a
 * topic; the list picks topics without changing the address, and a link opens the full /help page at the topic.
 * Closing (Escape, close button) returns focus to what opened it.
 */
export default function HelpDialog({ topic, onClose }: { topic: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { openFeedback } = useAccountActions();
  const [current, setCurrent] = useState(topic);
  useCloseOnNavigation(onClose);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('help.title')}
      size="lg"
      footer={
        <StyledFullPage to={current ? `/help#${encodeURIComponent(current)}` : '/help'}>
          {t('help.fullPage')}
        </StyledFullPage>
      }
    >
      <HelpTopics
        current={current}
        popup={{ idPrefix: ID_PREFIX, onPick: setCurrent }}
        onFeedback={() => {
          onClose();
          openFeedback();
        }}
      />
    </Modal>
  );
}
