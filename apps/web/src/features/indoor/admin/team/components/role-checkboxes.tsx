import { GYM_ROLES, type GymRole } from '@climb/contracts';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEAM_NAMESPACE } from './team-texts';

/** Each role a checkbox, explained in a sentence; `error` under the group (a rule of the roles). */
export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: GymRole[];
  onChange(roles: GymRole[]): void;
  error?: string | null;
}) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  return (
    <Checkbox.Group
      label={t('roles.label')}
      value={value}
      onChange={(next) => onChange(next as GymRole[])}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {GYM_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`roles.${role}.name`)} description={t(`roles.${role}.hint`)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
