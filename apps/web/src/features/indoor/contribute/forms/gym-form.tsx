import { GYM_CLIMBING_TYPES, GYM_TYPES, type Gym } from '@climb/contracts';
import { Checkbox, Fieldset, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../../components/searchable-select';
import { SimpleGrid } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { ChainPicker } from '../components/chain-picker';
import { FormActions, IndoorFormFrame, NameInput } from '../components/form-parts';
import { LazyPositionPicker } from '../components/lazy-maps';
import { countryOptions, countryTimeZone, timeZoneNames } from './countries';
import { type GymValues, validateGym } from './gym-values';
import { type IndoorFormProps, NAMESPACE, useIndoorForm } from './use-indoor-form';

/** Everything about a gym a climber can tell: name, address and position, types, chain, contact, hours. */
export function GymForm(props: IndoorFormProps<GymValues, Gym>) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { label, options } = useIndoorLabels();
  const form = useIndoorForm(props, validateGym);
  const { values, setField, fieldError, bindInput } = form;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => countryOptions(language), [language]);
  const zones = useMemo(() => timeZoneNames(), []);
  // The time zone follows the country until the climber picks one.
  const [zoneChosen, setZoneChosen] = useState(props.initialValues.name !== '');

  const chooseCountry = (code: string) => {
    setField('country_code', code);
    const zone = zoneChosen ? null : countryTimeZone(code);
    if (zone) setField('time_zone', zone);
  };

  return (
    <IndoorFormFrame form={form} testId="gym-form">
      <Fieldset legend={t('gym.identity')} radius="md">
        <Stack gap="md">
          <NameInput label={t('gym.name')} {...bindInput('name')} />
          <Textarea label={t('gym.description')} {...bindInput('description')} autosize minRows={3} maxRows={12} />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('gym.where')} radius="md">
        <Stack gap="md">
          <TextInput label={t('gym.address')} {...bindInput('address')} autoComplete="street-address" required />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('gym.postalCode')} {...bindInput('postal_code')} autoComplete="postal-code" />
            <TextInput label={t('gym.city')} {...bindInput('city')} autoComplete="address-level2" required />
          </SimpleGrid>
          <SearchableSelect
            label={t('gym.country')}
            data={countries}
            value={values.country_code}
            onChange={(code) => chooseCountry(code ?? '')}
            error={fieldError('country_code')}
            allowDeselect={false}
            nothingFoundMessage={t('form.nothingFound')}
            required
            data-testid="gym-country"
          />
          <LazyPositionPicker
            value={{ latitude: values.latitude, longitude: values.longitude }}
            onChange={(position) => {
              setField('latitude', position.latitude);
              setField('longitude', position.longitude);
            }}
            errors={{ latitude: fieldError('latitude'), longitude: fieldError('longitude') }}
            mapLabel={t('gym.map')}
            markerTitle={t('gym.marker')}
            required
          />
          <SearchableSelect
            label={t('gym.timeZone')}
            description={t('gym.timeZoneHint')}
            data={zones}
            value={values.time_zone}
            onChange={(zone) => {
              setZoneChosen(true);
              setField('time_zone', zone ?? '');
            }}
            error={fieldError('time_zone')}
            limit={60}
            allowDeselect={false}
            nothingFoundMessage={t('form.nothingFound')}
            required
            data-testid="gym-time-zone"
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('gym.climbing')} radius="md">
        <Stack gap="lg">
          <Checkbox.Group
            label={t('gym.climbingTypes')}
            value={values.climbing_types}
            onChange={(types) => setField('climbing_types', types as GymValues['climbing_types'])}
            error={fieldError('climbing_types')}
            required
          >
            <Stack gap="sm" mt="xs">
              {GYM_CLIMBING_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={label('gym_climbing_types', type)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group
            label={t('gym.gymType')}
            value={values.gym_type}
            onChange={(type) => setField('gym_type', type as GymValues['gym_type'])}
            error={fieldError('gym_type')}
            required
          >
            <Group gap="lg" mt="xs">
              {options('gym_types', GYM_TYPES).map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('gym.chain')} radius="md">
        <ChainPicker
          value={values.chain}
          onChange={(chain) => setField('chain', chain)}
          error={fieldError('gym_chain_id')}
        />
      </Fieldset>

      <Fieldset legend={t('gym.contact')} radius="md">
        <Stack gap="md">
          <TextInput label={t('gym.email')} {...bindInput('email')} type="email" autoComplete="off" />
          <TextInput label={t('gym.phone')} {...bindInput('phone_number')} type="tel" autoComplete="off" />
          <TextInput
            label={t('gym.webSite')}
            description={t('gym.webSiteHint')}
            {...bindInput('web_site')}
            type="url"
            autoComplete="off"
          />
          <Textarea
            label={t('gym.hours')}
            description={t('gym.hoursHint')}
            {...bindInput('hours')}
            autosize
            minRows={3}
            maxRows={10}
          />
        </Stack>
      </Fieldset>

      <FormActions submitting={form.submitting} submitLabel={props.submitLabel} cancelTo={props.cancelTo} />
    </IndoorFormFrame>
  );
}
