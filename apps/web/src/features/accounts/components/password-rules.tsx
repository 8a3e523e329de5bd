import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, password } from '@climb/contracts';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../components/plain-ui';
import { List, ListItem, Text, ThemeIcon } from '../../../components/ui';
import classes from './password-rules.module.css';

const RULES = [
  { key: 'length', breaks: ['required', 'too_short', 'too_long'] },
  { key: 'digit', breaks: ['required', 'missing_digit'] },
  { key: 'lowercase', breaks: ['required', 'missing_lowercase'] },
  { key: 'uppercase', breaks: ['required', 'missing_uppercase'] },
] as const;

/** The rule names a password breaks, from the API's own password schema. */
export function brokenPasswordRules(value: string): string[] {
  const result = password.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => String((issue as { params?: { rule?: string } }).params?.rule ?? ''));
}

/** The password rules (spec: 8–128 characters, a digit, a lower-case and an upper-case letter), ticked as the climber types. */
export function PasswordRules({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation('accounts');
  const broken = brokenPasswordRules(value);
  return (
    <div id={id}>
      <Text size="sm" fw={600} mb={4}>
        {t('password.rulesTitle')}
      </Text>
      <List size="sm" className={classes.rules}>
        {RULES.map((rule) => {
          const met = !rule.breaks.some((name) => broken.includes(name));
          return (
            <ListItem
              key={rule.key}
              data-met={met}
              icon={
                <ThemeIcon size="xs" radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
                  {met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              {t(`password.rules.${rule.key}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}{' '}
              <VisuallyHiddenText>{met ? t('password.met') : t('password.unmet')}</VisuallyHiddenText>
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
