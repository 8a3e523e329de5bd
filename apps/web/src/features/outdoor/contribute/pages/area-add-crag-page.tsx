import type { Area, CragSummary } from '@climb/contracts';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { areaPath, cragPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { areaKeys, useArea } from '../../catalogue/api/areas.api';
import { addCragToArea, areaCragsKey, removeCragFromArea, useAreaCrags } from '../api/area.api';
import { refreshNow } from '../api/wiki-cache';
import { ContributorGate } from '../components/contributor-gate';
import { cragDetail } from '../components/crag-detail';
import { SearchCombobox } from '../components/search-combobox';
import { useWikiAction } from '../components/use-wiki-action';
import { areaParams } from '../params';

/** The area's crags: searched and added, listed with a way to take each out. */
function AreaCragsEditor({ area }: { area: Area }) {
  const { t } = useTranslation('contribute');
  const crags = useAreaCrags(area.id);
  const refresh = () => {
    void refreshNow(areaCragsKey(area.id));
    void refreshNow(areaKeys.one(area.id));
  };
  const add = useWikiAction((crag: CragSummary) => addCragToArea(area.id, crag.id), {
    success: (crag) => t('areaCrags.added', { crag: crag.name, area: area.name }),
    onDone: refresh,
  });
  const remove = useWikiAction((crag: CragSummary) => removeCragFromArea(area.id, crag.id), {
    success: (crag) => t('areaCrags.removed', { crag: crag.name, area: area.name }),
    onDone: refresh,
  });
  const current = crags.data ?? [];
  return (
    <Stack gap="lg">
      <SearchCombobox<'crags'>
        kind="crags"
        label={t('areaCrags.search')}
        description={t('areaCrags.searchHint')}
        placeholder={t('areaCrags.searchPlaceholder')}
        toOption={(crag) => ({ id: crag.id, name: crag.name, detail: cragDetail(crag) })}
        onPick={(crag) => add.mutate(crag)}
        exclude={current.map((crag) => crag.id)}
        disabled={add.isPending}
      />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('areaCrags.current', { count: current.length })}
        </Title>
        <Loaded query={crags}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed">{t('areaCrags.empty')}</Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="area-crags">
                {list.map((crag) => (
                  <Paper key={crag.id} component="li" withBorder radius="md" p="sm">
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={cragPath(crag)} fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {crag.name}
                        </Anchor>
                        {cragDetail(crag) ? (
                          <Text size="xs" c="dimmed">
                            {cragDetail(crag)}
                          </Text>
                        ) : null}
                      </Stack>
                      <Button
                        variant="default"
                        leftSection={<IconX size={16} aria-hidden />}
                        loading={remove.isPending && remove.variables?.id === crag.id}
                        onClick={() => remove.mutate(crag)}
                        aria-label={t('areaCrags.removeNamed', { crag: crag.name })}
                      >
                        {t('areaCrags.remove')}
                      </Button>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )
          }
        </Loaded>
      </Stack>
      <Group>
        <Button component={Link} to={areaPath(area)} leftSection={<IconCheck size={18} aria-hidden />}>
          {t('areaCrags.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/areas/{id}/{name}/add-crag`: open to visitors, who are invited to sign in; the crags of the area. */
function AreaAddCragPage() {
  const { t } = useTranslation('contribute');
  const { areaId } = parseRouteParams(areaParams, useParams());
  const area = useArea(areaId);
  const found = area.data;
  return (
    <FormFrame
      title={t('areaCrags.title')}
      lead={found?.name}
      back={found ? { to: areaPath(found), label: found.name } : null}
    >
      <Loaded query={area}>
        {(record) => <ContributorGate>{() => <AreaCragsEditor key={record.id} area={record} />}</ContributorGate>}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(AreaAddCragPage);
