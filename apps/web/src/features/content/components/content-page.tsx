import type { ReactNode } from 'react';
import { Stack, Text, Title } from '../../../components/ui';
import classes from './content.module.css';

interface ContentPageProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Environment colour (a theme colour name) drawn as a bar beside the header. */
  accent?: 'outdoor' | 'indoor' | 'community';
  /** Set when the text keeps one language whatever the interface language (legal pages). */
  lang?: 'fr' | 'en';
  /** Mantine's container sizes. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of every content page: one h1, an optional lead paragraph, then the sections. */
export function ContentPage({ title, lead, accent, lang, size = 'md', children }: ContentPageProps) {
  return (
    <div className={classes.container} data-size={size === 'md' ? undefined : size}>
      <article lang={lang}>
        <Stack gap="xl">
          <header className={classes.header} data-accent={accent}>
            <Stack gap="sm">
              <Title order={1}>{title}</Title>
              {lead ? (
                <Text size="lg" className={classes.measure}>
                  {lead}
                </Text>
              ) : null}
            </Stack>
          </header>
          {children}
        </Stack>
      </article>
    </div>
  );
}
