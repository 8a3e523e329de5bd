import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TouchTargets } from './touch-targets';

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
    <Container size={wide ? 'lg' : 'sm'} px="md" py="lg">
      <TouchTargets>
        <Stack gap="lg">
          <Stack gap={6}>
            {back ? (
              <Anchor component={Link} to={back.to} size="sm" style={{ alignSelf: 'flex-start' }}>
                <Group gap={4} wrap="nowrap" mih={44}>
                  <IconArrowLeft size={16} aria-hidden />
                  <span style={{ overflowWrap: 'anywhere' }}>{back.label}</span>
                </Group>
              </Anchor>
            ) : null}
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {lead ? <Text c="dimmed">{lead}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </TouchTargets>
    </Container>
  );
}
