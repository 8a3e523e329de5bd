import type { Contest } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type AdminGymRef, adminPath } from '../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../climbing/gym-admin/gym-admin-frame';
import { adminGymQuery } from '../../../../climbing/gym-admin/use-admin-gym';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { parseRouteParams } from '../../../../lib/route-params';
import { useContest } from '../../shared/contests.api';
import { adminContestParams } from '../params';

/** A contest's organiser page: `admins/contests/{id}[/suffix]`. */
export const contestAdminPath = (gym: AdminGymRef, contestId: number, suffix = '') =>
  adminPath(gym, `contests/${contestId}${suffix ? `/${suffix}` : ''}`);

/** The public page of a contest. */
export const contestPublicPath = (record: Pick<Contest, 'id' | 'slug_name' | 'gym'>) =>
  `/gyms/${record.gym.id}/${record.gym.slug_name}/contests/${record.id}/${record.slug_name}`;

/**
 * The frame of a contest's organiser pages: the gym's administration frame, the contest read (a contest of another
 * gym is not found here), its content given both.
 */
export function ContestAdminPage({
  title,
  actions,
  children,
}: {
  title: (record: Contest | undefined) => string;
  actions?: (gym: AdminGymRef, record: Contest) => ReactNode;
  children: (gym: AdminGymRef, record: Contest) => ReactNode;
}) {
  const { gymId, contestId } = parseRouteParams(adminContestParams, useParams());
  const gym = useQuery(adminGymQuery(gymId));
  const contest = useContest(contestId);
  return (
    <GymAdminFrame
      gymId={gymId}
      title={title(contest.data)}
      actions={gym.data && contest.data && actions ? actions(gym.data, contest.data) : null}
    >
      <Loaded query={bothLoaded(gym, contest)}>
        {([place, record]) => {
          belongsTo(record.gym_id, place.id);
          return children(place, record);
        }}
      </Loaded>
    </GymAdminFrame>
  );
}
