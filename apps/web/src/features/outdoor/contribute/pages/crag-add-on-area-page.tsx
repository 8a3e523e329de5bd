import type { Area, AreaSummary, Crag } from '@climb/contracts';
import { Alert, Badge, Button, Divider, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { areaPath, cragPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useCrag } from '../../catalogue/api/crags.api';
import { addCragToArea, createArea } from '../api/area.api';
import { FormActions } from '../components/form-actions';
import { SearchCombobox } from '../components/search-combobox';
import { useWikiAction } from '../components/use-wiki-action';
import { type AreaValues, areaBody, EMPTY_AREA_VALUES, validateArea } from '../forms/area-values';
import { NameInput } from '../forms/record-form';
import { useWikiForm } from '../forms/use-wiki-form';
import { cragParams } from '../params';

/** The result of "create an area with this crag": two writes, the second may fail on its own. */
interface CreatedWithCrag {
  area: Area;
  /** Why the crag could not be added, once the area exists. */
  failure: unknown;
}

/**
 * A new area holding the crag: the area is created, then the crag added to it. When the second
 * step fails the area exists anyway: the climber is told which step failed and retries that one only.
 */
function NewAreaWithCrag({ crag, onAdded }: { crag: Crag; onAdded: (area: Area) => void }) {
  const { t } = useTranslation('contribute');
  const [stranded, setStranded] = useState<Area | null>(null);
  const form = useWikiForm<AreaValues, CreatedWithCrag>({
    initialValues: EMPTY_AREA_VALUES,
    validate: validateArea,
    submit: async (values) => {
      const area = await createArea(areaBody(values));
      try {
        await addCragToArea(area.id, crag.id);
        return { area, failure: null };
      } catch (failure) {
        return { area, failure };
      }
    },
    successMessage: ({ area, failure }) => (failure ? '' : t('addOnArea.createdWith', { area: area.name })),
    onSuccess: ({ area, failure }) => (failure ? setStranded(area) : onAdded(area)),
  });
  const retry = useWikiAction((area: Area) => addCragToArea(area.id, crag.id), {
    success: (area) => t('addOnArea.added', { area: area.name }),
    onDone: onAdded,
  });

  if (stranded) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        role="alert"
        title={t('addOnArea.secondStepFailed')}
        // Mantine colours the title below the 4.5:1 contrast ratio: it keeps the text colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        data-testid="add-on-area-stranded"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('addOnArea.secondStepText', { area: stranded.name, crag: crag.name })}</Text>
          <Group gap="sm">
            <Button loading={retry.isPending} onClick={() => retry.mutate(stranded)}>
              {t('addOnArea.retry')}
            </Button>
            <Button component={Link} to={areaPath(stranded)} variant="default">
              {t('addOnArea.openArea')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate data-testid="new-area-form">
      <Fieldset legend={t('addOnArea.newArea')} radius="md">
        <Stack gap="md">
          <NameInput label={t('area.name')} {...form.bindInput('name')} />
          <Textarea label={t('area.description')} {...form.bindInput('description')} autosize minRows={2} maxRows={8} />
          <FormActions submitting={form.submitting} submitLabel={t('addOnArea.create')} cancel={cragPath(crag)} />
        </Stack>
      </Fieldset>
    </form>
  );
}

function AddOnArea({ crag }: { crag: Crag }) {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const backToCrag = () => navigate(cragPath(crag));
  const add = useWikiAction((area: AreaSummary) => addCragToArea(area.id, crag.id), {
    success: (area) => t('addOnArea.added', { area: area.name }),
    onDone: backToCrag,
  });
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={500}>{t('addOnArea.current')}</Text>
        {crag.areas.length === 0 ? (
          <Text c="dimmed">{t('addOnArea.none')}</Text>
        ) : (
          <Group gap="xs">
            {crag.areas.map((area) => (
              <Badge
                key={area.id}
                component={Link}
                to={areaPath(area)}
                variant="default"
                size="lg"
                style={{ cursor: 'pointer' }}
              >
                {area.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <SearchCombobox<'areas'>
        kind="areas"
        label={t('addOnArea.search')}
        description={t('addOnArea.searchHint')}
        placeholder={t('addOnArea.searchPlaceholder')}
        toOption={(area) => ({
          id: area.id,
          name: area.name,
          detail: t('addOnArea.areaDetail', { count: area.crags_count }),
        })}
        onPick={(area) => add.mutate(area)}
        exclude={crag.areas.map((area) => area.id)}
        disabled={add.isPending}
      />
      <Divider label={t('addOnArea.or')} labelPosition="center" />
      <NewAreaWithCrag crag={crag} onAdded={backToCrag} />
    </Stack>
  );
}

/** `/crags/{id}/{name}/add-on-area`: the crag into an existing area, or into a new one made here. */
function CragAddOnAreaPage() {
  const { t } = useTranslation('contribute');
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  const found = crag.data;
  return (
    <FormFrame
      title={t('addOnArea.title')}
      lead={found?.name}
      back={found ? { to: cragPath(found), label: found.name } : null}
    >
      <Loaded query={crag}>{(record) => <AddOnArea key={record.id} crag={record} />}</Loaded>
    </FormFrame>
  );
}

export default withQueries(CragAddOnAreaPage);
