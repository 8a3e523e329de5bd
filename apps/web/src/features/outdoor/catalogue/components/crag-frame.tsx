import type { Crag } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { departmentPath, townPath } from '../../../../climbing/paths';
import { RecordFrame } from '../../../../climbing/record-frame';
import { CragTabs } from '../../../../climbing/record-tabs';
import { Anchor, Badge, Group, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';

/** A link when the page exists, else the plain text. */
function PlaceLink({ to, children }: { to: string; children: string }) {
  return isBuilt(to) ? (
    <Anchor to={to} size="sm">
      {children}
    </Anchor>
  ) : (
    <Text span size="sm">
      {children}
    </Text>
  );
}

/** "Buoux · Vaucluse (84)": where the crag is, each part leading to the crags around it. */
function CragPlace({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  if (!crag.town && !crag.department) return null;
  return (
    <Group gap={6} data-testid="crag-place">
      {crag.town ? <PlaceLink to={townPath(crag.town)}>{crag.town.name}</PlaceLink> : null}
      {crag.town && crag.department ? (
        <Text span size="sm" c="dimmed" aria-hidden="true">
          ·
        </Text>
      ) : null}
      {crag.department ? (
        <PlaceLink to={departmentPath(crag.department)}>
          {t('facts.department', { name: crag.department.name, number: crag.department.number })}
        </PlaceLink>
      ) : null}
    </Group>
  );
}

/**
 * The crag's title, place, climbing types and links between its pages, around one of them; `actions`
 * beside the climbing types (the overview's favourite button).
 */
export function CragFrame({ crag, actions, children }: { crag: Crag; actions?: ReactNode; children: ReactNode }) {
  const { label } = useEnumLabels();
  const types =
    crag.climbing_types.length > 0 ? (
      <Group gap={6} data-testid="crag-types">
        {crag.climbing_types.map((type) => (
          <Badge key={type} variant="light" keepCase size="lg">
            {label('climbing_types', type)}
          </Badge>
        ))}
      </Group>
    ) : null;
  return (
    <RecordFrame
      above={<CragPlace crag={crag} />}
      title={crag.name}
      below={
        actions ? (
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            {types ?? <span />}
            {actions}
          </Group>
        ) : (
          types
        )
      }
      tabs={<CragTabs crag={crag} />}
    >
      {children}
    </RecordFrame>
  );
}
