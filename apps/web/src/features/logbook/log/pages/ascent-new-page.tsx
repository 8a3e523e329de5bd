import type { CragRouteSummary } from '@climb/contracts';
import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DelayedLoader } from '../../../../components/delayed-loader';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session-store';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { useRouteForLog } from '../../api/routes-for-log.api';
import { NewAscentForm } from '../components/new-ascent-form';
import { RoutePicker } from '../components/route-picker';
import { cragIdOf, routeIdOf } from '../params';

/** The chosen route: its summary at once, its pitches when the full route arrives (online). */
function ChosenRoute({ summary, onChange }: { summary: CragRouteSummary; onChange: () => void }) {
  const { t } = useTranslation('logbook');
  const full = useRouteForLog(summary.id);
  return (
    <NewAscentForm
      key={summary.id}
      route={full.data ?? summary}
      changeRoute={
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onChange}
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
          data-testid="change-route"
        >
          {t('picker.change')}
        </Button>
      }
    />
  );
}

/** A route given in the address (`?crag_route_id=`): read first, then the form. */
function GivenRoute({ routeId, onChange }: { routeId: number; onChange: () => void }) {
  const route = useRouteForLog(routeId);
  return <Loaded query={route}>{(found) => <ChosenRoute summary={found} onChange={onChange} />}</Loaded>;
}

function LogAnywhere() {
  const [search] = useSearchParams();
  const cragId = cragIdOf(search);
  const [givenRouteId, setGivenRouteId] = useState(() => routeIdOf(search));
  const [picked, setPicked] = useState<CragRouteSummary | null>(null);
  const change = () => {
    setPicked(null);
    setGivenRouteId(null);
  };
  if (picked) return <ChosenRoute summary={picked} onChange={change} />;
  if (givenRouteId !== null) return <GivenRoute routeId={givenRouteId} onChange={change} />;
  return <RoutePicker cragId={cragId} onPick={setPicked} />;
}

/**
 * `/ascents/new` and `/ascents/outdoor/new` (the top bar's add-ascent menu): search the route (the
 * crag's when `?crag_id=` says where the climber comes from), pick the style and the date, save.
 * Open to visitors, who are invited to sign in (docs/conventions.md).
 */
function AscentNewPage() {
  const { t } = useTranslation(['logbook', 'common']);
  const user = useSessionStore((state) => state.user);
  const status = useSessionStore((state) => state.status);
  return (
    <FormFrame title={t('new.title')} lead={t('new.lead')}>
      {user ? (
        <LogAnywhere />
      ) : status === 'loading' ? (
        <DelayedLoader label={t('common:loading')} />
      ) : (
        <SignInInvitation text={t('new.signIn')} />
      )}
    </FormFrame>
  );
}

export default withQueries(AscentNewPage);
