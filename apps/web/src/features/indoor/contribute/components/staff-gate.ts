import {
  type ForbiddenErrorBody,
  GYM_ROLES,
  type Gym,
  type GymRole,
  type GymStaffViewer,
  gymRoleDecision,
  matchPage,
} from '@climb/contracts';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { gymAdministratorRequiredPath } from '../../shared/paths';

const isGymRole = (role: string | undefined): role is GymRole => GYM_ROLES.some((known) => known === role);

/** The role the page table names for the page at this address (`gymRole`): read there, nowhere else. */
export function usePageGymRole(): GymRole | undefined {
  return matchPage(useLocation().pathname)?.gymRole;
}

/**
 * Whether a signed-in climber is refused the page's role at the gym: the shared decision of both guards, with whether
 * the gym has staff. A gym without staff is open to every climber; a visitor is the sign-in invitation's.
 */
export function staffRefusal(viewer: GymStaffViewer | null, gym: Gym, role: GymRole | undefined): GymRole | null {
  if (!viewer || !role) return null;
  const decision = gymRoleDecision(viewer, { id: gym.id, name: gym.name, staffed: gym.administered }, role);
  return decision.allowed ? null : role;
}

/**
 * A gym's editing page, once it knows the gym: a climber the page's role is refused to (the gym has staff, and they
 * are not among them with that role) is sent to the gym's administrator-required page, in place of this one. Answers
 * whether they are being sent there, so that the page shows nothing meanwhile.
 */
export function useStaffOnly(gym: Gym | undefined, viewer: GymStaffViewer | null): boolean {
  const role = usePageGymRole();
  const navigate = useNavigate();
  const refused = gym ? staffRefusal(viewer, gym, role) : null;
  useEffect(() => {
    if (gym && refused) navigate(gymAdministratorRequiredPath(gym, refused), { replace: true });
  }, [gym, refused, navigate]);
  return refused !== null;
}

/** Where a refused write leads: the gym's administrator-required page for a gym role, else the right-required page. */
function refusalPath(gym: Gym, need: ForbiddenErrorBody['need'] | null): { to: string; replace: boolean } {
  if (isGymRole(need?.role)) return { to: gymAdministratorRequiredPath(gym, need?.role), replace: true };
  const params = new URLSearchParams();
  if (need?.gym_name) params.set('gym_name', need.gym_name);
  if (need?.role) params.set('role', need.role);
  const search = params.toString();
  return { to: `/errors/right-required${search ? `?${search}` : ''}`, replace: false };
}

/**
 * The wrapper of a gym's write sent without the API client's own 403 handling (`handleAuthErrors: false`): a refusal
 * naming a gym role (the gym got staff meanwhile) leads to the gym's administrator-required page, any other 403 to the
 * right-required page; the error still reaches the form, which tells nothing more of a 403.
 */
export function useStaffWrite() {
  const navigate = useNavigate();
  return useCallback(
    async <Result>(gym: Gym, write: Promise<Result>): Promise<Result> => {
      try {
        return await write;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          const { to, replace } = refusalPath(gym, error.need);
          navigate(to, { replace });
        }
        throw error;
      }
    },
    [navigate],
  );
}
