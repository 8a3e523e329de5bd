import { PRODUCT_NAME } from '@climb/contracts';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navSections } from './nav-sections';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const links = navSections()
    .filter((section) => section.titleKey !== 'nav.sections.climb')
    .flatMap((section) => section.links);
  return (
    <Container
      component="footer"
      size="lg"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap="sm">
        <Group gap="md" component="nav" aria-label={t('navigation.footer')}>
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {t(link.labelKey)}
            </Anchor>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t('footer.tagline', { name: PRODUCT_NAME })}
        </Text>
      </Stack>
    </Container>
  );
}
