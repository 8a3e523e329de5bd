import {
  API_ACCESS_TOKEN_HEADER,
  API_BASE_PATH,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_NAME,
  VALIDATION_RULES,
} from '@climb/contracts';
import { IconApi, IconFileCode } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import {
  Anchor,
  Badge,
  Card,
  Code,
  ExternalAnchor,
  Group,
  List,
  ListItem,
  Stack,
  Text,
  Title,
} from '../../../components/ui';
import { runtimeConfig } from '../../../lib/runtime-config';
import { CodeSample } from '../components/code-sample';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';

const ERROR_STATUSES = ['401', '403', '404', '422', '429'] as const;
type ErrorStatus = (typeof ERROR_STATUSES)[number];

const json = (value: unknown) => JSON.stringify(value, null, 2);

export default function ApiAndDevelopersPage() {
  const { t } = useTranslation('developers');
  // The configured address, not the browser's: the server renders the page with the same one.
  const apiUrl = `${runtimeConfig.publicUrl}${API_BASE_PATH}`;
  const token = `<${t('example.tokenPlaceholder')}>`;
  const code: Record<string, ReactElement> = { code: <Code /> };
  const values = { basePath: API_BASE_PATH, header: API_ACCESS_TOKEN_HEADER, token };

  const errorBodies: Record<ErrorStatus, string> = {
    '401': json({ code: 'unauthorized', message: 'Authentication required' }),
    '403': json({
      code: 'forbidden',
      message: 'You do not have the right to do this',
      need: { gym_name: t('example.gymName'), role: 'gym_administrator' },
    }),
    '404': json({ code: 'not_found', message: 'Not found' }),
    '422': json({ error: { email: ['required'], password: ['too_short', 'missing_digit'] } }),
    '429': `Retry-After: 30\n\n${json({ code: 'rate_limited', message: 'Too many requests, try again later' })}`,
  };

  const healthCall = `curl ${apiUrl}/health`;
  const healthAnswer = json({
    status: 'ok',
    version: runtimeConfig.version,
    database: { reachable: true, driver: 'postgres' },
    redis: { configured: true, reachable: true },
    uptime_seconds: 3600,
  });
  const signedInCall = [
    `curl "${apiUrl}/current_users.json" \\`,
    `  -H "${API_ACCESS_TOKEN_HEADER}: ${t('example.keyPlaceholder')}" \\`,
    `  -H "Authorization: Bearer ${token}"`,
  ].join('\n');
  const pagedCall = `GET ${API_BASE_PATH}/current_users/followers.json?page=2&per_page=50\n\n200 OK\nX-Total-Count: 137`;

  return (
    <ContentPage title={t('title')} lead={t('lead', { product: PRODUCT_NAME })}>
      <ProseSection title={t('basics.title')}>
        <Text>
          <Trans t={t} i18nKey="basics.base" values={values} components={code} />
        </Text>
        <CodeSample>{apiUrl}</CodeSample>
        <Text className={classes.measure}>
          <Trans t={t} i18nKey="basics.key" values={values} components={code} />
        </Text>
        <Text className={classes.measure}>{t('basics.keyCare')}</Text>
      </ProseSection>

      <ProseSection title={t('auth.title')}>
        <Text className={classes.measure}>
          <Trans t={t} i18nKey="auth.text" values={values} components={code} />
        </Text>
        <Text className={classes.measure}>
          <Trans t={t} i18nKey="auth.lifetime" values={values} components={code} />
        </Text>
      </ProseSection>

      <ProseSection title={t('pagination.title')}>
        <Text className={classes.measure}>
          <Trans
            t={t}
            i18nKey="pagination.text"
            values={{ defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE }}
            components={code}
          />
        </Text>
        <CodeSample>{pagedCall}</CodeSample>
      </ProseSection>

      <ProseSection title={t('errors.title')} paragraphs={[t('errors.intro')]}>
        <Stack gap="md">
          {ERROR_STATUSES.map((status) => (
            <Card key={status} withBorder radius="md" p="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t(`errors.${status}.title`)}
                </Title>
                <Text>
                  <Trans t={t} i18nKey={`errors.${status}.text`} components={code} />
                </Text>
                <CodeSample>{errorBodies[status]}</CodeSample>
                {status === '422' ? (
                  <>
                    <Text size="sm">{t('errors.422.rules')}</Text>
                    <Group gap={6}>
                      {VALIDATION_RULES.map((rule) => (
                        <Badge key={rule} variant="default" radius="sm" keepCase>
                          {rule}
                        </Badge>
                      ))}
                    </Group>
                  </>
                ) : null}
              </Stack>
            </Card>
          ))}
        </Stack>
      </ProseSection>

      <ProseSection title={t('example.title')}>
        <Text>{t('example.text')}</Text>
        <CodeSample>{healthCall}</CodeSample>
        <Text>{t('example.response')}</Text>
        <CodeSample>{healthAnswer}</CodeSample>
        <Text>{t('example.withKey')}</Text>
        <CodeSample>{signedInCall}</CodeSample>
      </ProseSection>

      <ProseSection title={t('reference.title')} paragraphs={[t('reference.text')]}>
        {/* Served by the API server, not by the web app's router: plain links. */}
        <List spacing="sm">
          <ListItem icon={<IconApi size={20} aria-hidden />}>
            <ExternalAnchor href={`${API_BASE_PATH}/docs`} fw={600}>
              {t('reference.docs')}
            </ExternalAnchor>
          </ListItem>
          <ListItem icon={<IconFileCode size={20} aria-hidden />}>
            <ExternalAnchor href={`${API_BASE_PATH}/openapi.json`} fw={600}>
              {t('reference.openapi')}
            </ExternalAnchor>
          </ListItem>
        </List>
      </ProseSection>

      <ProseSection title={t('practices.title')}>
        <List spacing="xs">
          <ListItem>{t('practices.cache')}</ListItem>
          <ListItem>{t('practices.backoff')}</ListItem>
          <ListItem>{t('practices.secret')}</ListItem>
          <ListItem>
            <Trans
              t={t}
              i18nKey="practices.credit"
              components={{ anchor: <Anchor to="/about/attributions" underline="always" /> }}
            />
          </ListItem>
          <ListItem>{t('practices.robots')}</ListItem>
        </List>
      </ProseSection>
    </ContentPage>
  );
}
