import { useEffect, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sanitizePlatformHtml } from '@wl/app-shell/html';
import { Button, Skeleton } from '@wl/ui';
import { useSiteHelpCenterQuery } from '@wl/api/site';
import { useLanguage } from '@wl/app-shell';
import { useAccountActions } from '../account/index.ts';

type Topic = {
  title: string;
  content?: string | undefined;
  tag?: string | undefined;
  children?: Topic[] | undefined;
};

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['6']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(10rem, 14rem) 1fr;
    align-items: start;
  }
`;

const StyledToc = styled.nav<{ $popup: boolean }>`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['2']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${({ theme }) => theme.media.md} {
    position: sticky;
    /* Below the site's sticky header on the page; at the top of a popup's scrolling body. */
    top: ${({ theme, $popup }) => ($popup ? '0' : theme.space['16'])};
    ul {
      flex-direction: column;
    }
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.raised};
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: none;
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.color.bg.brand};
    color: ${({ theme }) => theme.color.fg.onBrand};
  }
`;

const StyledTopic = styled.article`
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.component.card.radius};
  background: ${({ theme }) => theme.component.card.bg};
  border: 1px solid ${({ theme }) => theme.component.card.border};
  scroll-margin-top: ${({ theme }) => theme.space['16']};
  h2:focus {
    outline: none;
  }
  overflow-wrap: anywhere;
  h2 {
    margin-top: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space['3']};
  }
  h3 {
    margin: ${({ theme }) => theme.space['4']} 0 ${({ theme }) => theme.space['2']};
  }
  & + & {
    margin-top: ${({ theme }) => theme.space['4']};
  }
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space['6']};
`;

/** The platform's HTML, sanitised by the one rule of platform HTML, without inline styles (topics take the site's type). */
export function sanitizeHelpHtml(html: string): string {
  return sanitizePlatformHtml(html, { allowStyles: false });
}

/** Drops a heading that opens the content and repeats the topic's title (the page shows the title already). */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*(?:<section>\s*)?<h[1-6]>([^<]*)<\/h[1-6]>/.exec(html);
  if (!match || match[1]?.trim() !== title.trim()) return html;
  return html.replace(/<h[1-6]>[^<]*<\/h[1-6]>/, '');
}

function Html({ html, title }: { html: string | undefined; title: string }) {
  const clean = useMemo(() => withoutRepeatedTitle(sanitizeHelpHtml(html ?? ''), title), [html, title]);
  return clean ? <div dangerouslySetInnerHTML={{ __html: clean }} /> : null;
}

export type HelpTopicsProps = {
  /** The topic to show: its tag (`term`) or `topic-<n>` for one without a tag; '' for none. */
  current: string;
  /**
   * In a popup: the list's links pick a topic through this (the address below stays), the topics' element ids take
   * `idPrefix` (never the page's ids) and the picked topic's heading takes focus. Without it (the /help page) the
   * links change the address's hash.
   */
  popup?: { idPrefix: string; onPick: (id: string) => void };
  /** The feedback button (default: the feedback popup). */
  onFeedback?: () => void;
};

/**
 * The help centre's topics of the platform in the current language, with their list: the /help page and the help
 * popup both show them. The current topic is scrolled to once the topics are here.
 */
export function HelpTopics({ current, popup, onFeedback }: HelpTopicsProps) {
  const { t } = useTranslation('account');
  const [language] = useLanguage();
  const { openFeedback } = useAccountActions();
  const { data, isLoading } = useSiteHelpCenterQuery({ lang: language, device: 'WEB' });
  const topics = (data ?? []) as Topic[];
  const prefix = popup?.idPrefix ?? '';
  const popupShown = popup !== undefined;

  useEffect(() => {
    if (!current || !topics.length) return;
    document.getElementById(`${prefix}${current}`)?.scrollIntoView?.();
    // In a popup, a screen reader hears the topic it was opened at (or picked in the list).
    if (popupShown) document.getElementById(`${prefix}${current}-title`)?.focus();
  }, [current, topics.length, prefix, popupShown]);

  if (isLoading) return <Skeleton variant="rect" height="12rem" />;
  if (topics.length === 0) return <p>{t('help.empty')}</p>;
  const pick = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!popup || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    popup.onPick(id);
    // The same topic again: the effect does not run, so scroll and focus here.
    if (id === current) {
      document.getElementById(`${prefix}${id}`)?.scrollIntoView?.();
      document.getElementById(`${prefix}${id}-title`)?.focus();
    }
  };
  return (
    <StyledLayout>
      <StyledToc aria-label={t('help.topics')} $popup={popupShown}>
        <ul>
          {topics.map((topic, i) => {
            const id = topic.tag || `topic-${i}`;
            return (
              <li key={id}>
                <a
                  href={popup ? `/help#${id}` : `#${id}`}
                  aria-current={current === id ? 'true' : undefined}
                  onClick={pick(id)}
                >
                  {topic.title}
                </a>
              </li>
            );
          })}
        </ul>
      </StyledToc>
      <div>
        {topics.map((topic, i) => {
          const id = `${prefix}${topic.tag || `topic-${i}`}`;
          return (
            <StyledTopic key={topic.tag || i} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} tabIndex={-1}>
                {topic.title}
              </h2>
              <Html html={topic.content} title={topic.title} />
              {topic.children?.map((child, j) => (
                <section key={j}>
                  <h3>{child.title}</h3>
                  <Html html={child.content} title={child.title} />
                </section>
              ))}
            </StyledTopic>
          );
        })}
        <StyledActions>
          <Button variant="secondary" onClick={onFeedback ?? openFeedback}>
            {t('help.feedback')}
          </Button>
        </StyledActions>
      </div>
    </StyledLayout>
  );
}
