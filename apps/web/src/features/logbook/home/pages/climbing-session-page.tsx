import { type ClimbingSession, sessionDateParams } from '@climb/contracts';
import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cragPath } from '../../../../climbing/paths';
import { FigureGrid } from '../../../../components/figure-grid';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { isBuilt } from '../../../../lib/built-pages';
import { throwIfNotFound, withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { newestGymFirst, notYetListed, pendingOfDay, usePendingAscents } from '../../api/pending-ascents';
import { IndoorAscentCard, PendingIndoorCard } from '../../indoor/components/indoor-ascent-card';
import { gymPath } from '../../indoor/lib/indoor-paths';
import { INDOOR_NAMESPACE } from '../../indoor/lib/indoor-texts';
import { useClimbingSession } from '../api/climbing-sessions.api';
import { AscentCard } from '../components/ascent-card';
import { useAscentFigures } from '../components/ascent-figures';
import { ClimbingSessionDescription } from '../components/climbing-session-description';
import { LogbookFrame } from '../components/logbook-frame';
import { PendingAscentCard, usePendingRows } from '../components/pending-ascents';
import { SESSIONS_PATH } from '../lib/paths';

function Part({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The day's indoor ascents (those waiting on this device first) and its gyms. */
function IndoorPart({ session }: { session: ClimbingSession }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const queued = usePendingAscents();
  const pending = useMemo(
    () => newestGymFirst(notYetListed(pendingOfDay(queued, session.session_date), session.gym_ascents)),
    [queued, session.session_date, session.gym_ascents],
  );
  if (session.gym_ascents.length === 0 && pending.length === 0 && session.gyms.length === 0) return null;
  return (
    <>
      <Part
        title={t('session.ascents', { count: session.gym_ascents.length + pending.length })}
        testId="session-gym-ascents"
      >
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {pending.map((ascent) => (
            <PendingIndoorCard key={ascent.key} ascent={ascent} showDate={false} />
          ))}
          {session.gym_ascents.map((ascent) => (
            <IndoorAscentCard key={ascent.id} ascent={ascent} showDate={false} />
          ))}
        </Stack>
      </Part>
      {session.gyms.length > 0 ? (
        <Part title={t('session.gyms', { count: session.gyms.length })} testId="session-gym-list">
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {session.gyms.map((gym) => (
              <li key={gym.id}>
                <Anchor component={Link} to={gymPath(gym)}>
                  {gym.name}
                </Anchor>
              </li>
            ))}
          </Group>
        </Part>
      ) : null}
    </>
  );
}

function SessionContent({ session }: { session: ClimbingSession }) {
  const { t } = useTranslation('logbook-home');
  const ascentFigures = useAscentFigures(session.figures);
  // The day's ascents logged offline on this device show on top, waiting to be sent.
  const pending = usePendingRows(
    useMemo(() => ({ date_from: session.session_date, date_to: session.session_date }), [session.session_date]),
    session.ascents,
  );
  const outdoor = session.ascents.length > 0 || pending.length > 0 || session.crags.length > 0;
  const indoor = session.gym_ascents.length > 0 || session.gyms.length > 0;
  return (
    <>
      <FigureGrid figures={ascentFigures} />
      {outdoor || !indoor ? (
        <Part title={t('session.ascents', { count: session.ascents.length + pending.length })} testId="session-ascents">
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.map((row) => (
              <PendingAscentCard key={row.key} row={row} showDate={false} />
            ))}
            {session.ascents.map((ascent) => (
              <AscentCard key={ascent.id} ascent={ascent} showDate={false} />
            ))}
          </Stack>
        </Part>
      ) : null}
      {session.crags.length > 0 || !indoor ? (
        <Part title={t('session.crags', { count: session.crags.length })} testId="session-crag-list">
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {session.crags.map((crag) => (
              <li key={crag.id}>
                <Anchor component={Link} to={cragPath(crag)}>
                  {crag.name}
                </Anchor>
              </li>
            ))}
          </Group>
        </Part>
      ) : null}
      <IndoorPart session={session} />
      <Part title={t('session.partners')} testId="session-partners">
        {session.partners.length === 0 ? (
          <Text size="sm">{t('session.noPartner')}</Text>
        ) : (
          <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {session.partners.map((partner) => {
              const path = `/climbers/${partner.slug_name}`;
              return (
                <Group component="li" key={partner.uuid} gap={6} wrap="nowrap">
                  <Avatar src={partner.avatar_url} alt="" size={32} radius="xl" color="outdoor">
                    <span aria-hidden>{partner.name.charAt(0).toUpperCase()}</span>
                  </Avatar>
                  {isBuilt(path) ? (
                    <Anchor component={Link} to={path}>
                      {partner.name}
                    </Anchor>
                  ) : (
                    <Text>{partner.name}</Text>
                  )}
                </Group>
              );
            })}
          </Group>
        )}
      </Part>
      <Part title={t('session.notes')} testId="session-notes">
        <ClimbingSessionDescription key={session.session_date} session={session} />
      </Part>
    </>
  );
}

/**
 * `/home/climbing-sessions/{sessionDate}`: one climbing day: its figures, ascents, crags, partners
 * and my description of it. A day without a session answers the 404 page.
 */
function ClimbingSessionPage() {
  const { t } = useTranslation('logbook-home');
  const { day } = useFormatters();
  const { sessionDate } = parseRouteParams(sessionDateParams, useParams());
  const session = useClimbingSession(sessionDate);
  throwIfNotFound(session.error);
  return (
    <LogbookFrame
      title={t('session.title', { date: day(sessionDate) })}
      back={
        <Anchor component={Link} to={SESSIONS_PATH} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('session.back')}
          </Group>
        </Anchor>
      }
    >
      {session.isError && !session.data ? <LoadError onRetry={() => void session.refetch()} /> : null}
      {!session.data && !session.isError ? <ListSkeleton rows={4} height={96} /> : null}
      {session.data ? <SessionContent session={session.data} /> : null}
    </LogbookFrame>
  );
}

export default withQueries(ClimbingSessionPage);
