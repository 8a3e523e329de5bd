import { PRODUCT_NAME } from '@climb/contracts';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Brand() {
  const { t } = useTranslation('common');
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('navigation.homeOf', { name: PRODUCT_NAME })}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} size="lg">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
