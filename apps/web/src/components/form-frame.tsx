import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './form-frame.module.css';
import { TouchTargets } from './touch-targets';
import { Anchor, Group, Stack, Text, Title } from './ui';

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The frame of every form page (the wiki, logging an ascent): a way back to the record, one h1, an optional lead, the content.
 * Forms keep a reading width; map editors take more room.
 */
export function FormFrame({
  title,
  lead,
  back,
  wide = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  back?: BackLink | null;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={classes.frame} data-wide={wide || undefined}>
      <TouchTargets>
        <Stack gap="lg">
          <Stack gap={6}>
            {back ? (
              <Anchor to={back.to} size="sm" className={classes.back}>
                <Group gap={4} wrap="nowrap" className={classes.backRow}>
                  <IconArrowLeft size={16} aria-hidden />
                  <span className={classes.backLabel}>{back.label}</span>
                </Group>
              </Anchor>
            ) : null}
            <Title order={1} breakAnywhere>
              {title}
            </Title>
            {lead ? <Text c="dimmed">{lead}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </TouchTargets>
    </div>
  );
}
