import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../lib/api-client';
import { DelayedLoader } from './delayed-loader';

/** Whether the API refused the token itself (altered, cut short, or its record gone), rather than being away. */
function isBadToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 422 || error.status === 400 || error.status === 404);
}

/** What the page says, in its own namespace's words. */
export interface EmailLinkTexts {
  title: string;
  invalidTitle: string;
  invalid: string;
  error: string;
  retry: string;
  working: string;
}

/**
 * The page an e-mail's one-click link opens (`…?token=…`): the token is sent once on arrival, though effects may run
 * twice; then the answer (`done`), a link that does not work (`invalid`, with `invalidExtra` under it), or the API
 * away with a way to try again. No session needed: the token names what it acts on. Test ids: `{testId}-invalid`,
 * `{testId}-error`.
 */
export function EmailLinkPage<Answer>({
  send,
  onSent,
  done,
  texts,
  invalidExtra,
  testId,
}: {
  send: (token: string) => Promise<Answer>;
  onSent?: (answer: Answer) => void;
  done: (answer: Answer) => ReactNode;
  texts: EmailLinkTexts;
  invalidExtra?: ReactNode;
  testId: string;
}) {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const mutation = useMutation({ mutationFn: send });
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    // Once per token, though effects may run twice (React's strict mode, a second render of the page).
    if (token === '' || sent.current === token) return;
    sent.current = token;
    mutate(token, { onSuccess: onSent });
  }, [token, mutate, onSent]);

  let content: ReactNode;
  if (token === '' || (mutation.isError && isBadToken(mutation.error))) {
    content = (
      <Stack gap="md" align="flex-start" data-testid={`${testId}-invalid`}>
        <Alert
          variant="light"
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={texts.invalidTitle}
        >
          {texts.invalid}
        </Alert>
        {invalidExtra}
      </Stack>
    );
  } else if (mutation.isSuccess) content = done(mutation.data);
  else if (mutation.isError) {
    content = (
      <Alert variant="light" color="red" role="alert" data-testid={`${testId}-error`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{texts.error}</Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => mutation.mutate(token, { onSuccess: onSent })}
          >
            {texts.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else content = <DelayedLoader label={texts.working} />;

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{texts.title}</Title>
        {content}
      </Stack>
    </Container>
  );
}
