import { NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './choice-list.module.css';

export interface Choice {
  id: number;
  to: string;
  label: string;
  /** A second line: what the choice holds (its sectors, its plan). */
  detail?: string;
}

/** Records to choose from, each a link as tall as a finger. */
export function ChoiceList({ label, choices, testId }: { label: string; choices: readonly Choice[]; testId: string }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.list} data-testid={testId}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <NavLink
              component={Link}
              to={choice.to}
              label={choice.label}
              description={choice.detail}
              rightSection={<IconChevronRight size={18} aria-hidden />}
              className={classes.item}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
