import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '../../../components/ui';
import classes from './account-form-page.module.css';

interface AccountFormPageProps {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other session pages. */
  footer?: ReactNode;
}

/** The frame of the session pages: one h1, a short lead, the form in a card; narrow enough for a phone. */
export function AccountFormPage({ title, lead, children, footer }: AccountFormPageProps) {
  return (
    <div className={classes.page}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          {lead ? <Text>{lead}</Text> : null}
        </Stack>
        <Paper withBorder radius="md" className={classes.card}>
          {children}
        </Paper>
        {footer}
      </Stack>
    </div>
  );
}
