import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { writePageHead } from '../lib/page-head';

/** The 404's title and description, also on a page whose record was not found (it had the page's own). */
function useNotFoundHead(): void {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  useEffect(() => {
    writePageHead(locale, 'notFound');
    // The route effects of the root run after this one and write the path's own title: write it again after them.
    queueMicrotask(() => writePageHead(locale, 'notFound'));
  }, [locale]);
}

/** 404 (spec §2.1, §8): unknown routes, pages whose route parameters fail validation, records not found. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useNotFoundHead();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={900} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} data-testid="not-found-title">
          {t('errors.notFound.title')}
        </Title>
        <Text>{t('errors.notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
