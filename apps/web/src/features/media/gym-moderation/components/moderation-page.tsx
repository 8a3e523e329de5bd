import type { ModerationState } from '@climb/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { GymAdminFrame } from '../../../../climbing/gym-admin/gym-admin-frame';
import { useAdminGym } from '../../../../climbing/gym-admin/use-admin-gym';
import { EmptyState } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Stack, Text } from '../../../../components/ui';
import { parseRouteParams } from '../../../../lib/route-params';
import { MODERATION_PER_PAGE } from '../gym-moderation.api';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';
import { moderationParams, moderationSearch } from '../params';
import classes from './moderation.module.css';
import { ModerationFilter, usePageHref } from './moderation-filter';

/**
 * One moderation page of a gym's administration area: the items of one kind on the gym's records (`kind` names its
 * texts and test ids), filtered by state in the address, paged, each drawn by `item`.
 */
export function ModerationPage<Item extends { id: number }>({
  kind,
  useItems,
  item,
}: {
  kind: 'comments' | 'videos';
  useItems(
    gymId: number,
    state: ModerationState,
    page: number,
  ): UseQueryResult<{ items: Item[]; total: number }, Error>;
  item(found: Item, superAdmin: boolean): ReactNode;
}) {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const { gymId } = parseRouteParams(moderationParams, useParams());
  const [search] = useSearchParams();
  const { state, page } = moderationSearch(search);
  const { superAdmin } = useAdminGym(gymId);
  const items = useItems(gymId, state, page);
  const hrefOf = usePageHref();
  return (
    <GymAdminFrame gymId={gymId} title={t(`${kind}.title`)}>
      <Stack gap="md">
        <Text c="dimmed">{t(`${kind}.lead`)}</Text>
        <ModerationFilter state={state} />
        <Loaded query={items}>
          {({ items: found, total }) =>
            found.length === 0 ? (
              <EmptyState text={t(`${kind}.empty.${state}`)} testId={`moderation-${kind}-empty`} />
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" data-testid={`moderation-${kind}-count`}>
                  {t(`${kind}.count`, { count: total })}
                </Text>
                <ul className={classes.list} data-testid={`moderation-${kind}`}>
                  {found.map((entry) => item(entry, superAdmin))}
                </ul>
                <Pager page={page} pages={Math.ceil(total / MODERATION_PER_PAGE)} hrefOf={hrefOf} />
              </Stack>
            )
          }
        </Loaded>
      </Stack>
    </GymAdminFrame>
  );
}
