import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { sanitizePlatformHtml } from '@wl/app-shell/html';
import { Button, Skeleton } from '@wl/ui';
import { useSiteHelpCenterQuery } from '@wl/api/site';
import { useLanguage } from '@wl/app-shell';
import { PageFrame } from '../PageFrame.tsx';
import { useAccountActions } from '../../account/index.ts';

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

const StyledToc = styled.nav`
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
    top: ${({ theme }) => theme.space['16']};
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

/** /help: the help centre topics of the platform in the current language; #term (or any topic tag) scrolls to that topic. */
export function Component() {
  const { t } = useTranslation('account');
  const [language] = useLanguage();
  const { hash } = useLocation();
  const { openFeedback } = useAccountActions();
  const { data, isLoading } = useSiteHelpCenterQuery({ lang: language, device: 'WEB' });
  const topics = (data ?? []) as Topic[];
  const current = decodeURIComponent(hash.slice(1));

  useEffect(() => {
    if (current && topics.length) document.getElementById(current)?.scrollIntoView();
  }, [current, topics.length]);

  return (
    <PageFrame title={t('help.title')}>
      {isLoading && <Skeleton variant="rect" height="12rem" />}
      {!isLoading && topics.length === 0 && <p>{t('help.empty')}</p>}
      {topics.length > 0 && (
        <StyledLayout>
          <StyledToc aria-label={t('help.topics')}>
            <ul>
              {topics.map((topic, i) => {
                const id = topic.tag || `topic-${i}`;
                return (
                  <li key={id}>
                    <a href={`#${id}`} aria-current={current === id ? 'true' : undefined}>
                      {topic.title}
                    </a>
                  </li>
                );
              })}
            </ul>
          </StyledToc>
          <div>
            {topics.map((topic, i) => (
              <StyledTopic
                key={topic.tag || i}
                id={topic.tag || `topic-${i}`}
                aria-labelledby={`${topic.tag || `topic-${i}`}-title`}
              >
                <h2 id={`${topic.tag || `topic-${i}`}-title`}>{topic.title}</h2>
                <Html html={topic.content} title={topic.title} />
                {topic.children?.map((child, j) => (
                  <section key={j}>
                    <h3>{child.title}</h3>
                    <Html html={child.content} title={child.title} />
                  </section>
                ))}
              </StyledTopic>
            ))}
            <StyledActions>
              <Button variant="secondary" onClick={openFeedback}>
                {t('help.feedback')}
              </Button>
            </StyledActions>
          </div>
        </StyledLayout>
      )}
    </PageFrame>
  );
}
