import { ActionIcon, Button, Checkbox, Chip, createTheme, Input, MantineThemeProvider, rem } from '@mantine/core';
import type { ReactNode } from 'react';

/** The smallest comfortable tap target: 44 × 44 px. */
const TAP_SIZE = rem(44);

// Forms are filled in on a phone at the foot of the crag: every control is a full tap target.
const touchTheme = createTheme({
  components: {
    Input: Input.extend({ vars: () => ({ wrapper: { '--input-height': TAP_SIZE } }) }),
    Button: Button.extend({ vars: () => ({ root: { '--button-height': TAP_SIZE } }) }),
    ActionIcon: ActionIcon.extend({ vars: () => ({ root: { '--ai-size': TAP_SIZE } }) }),
    Chip: Chip.extend({ vars: () => ({ root: { '--chip-size': TAP_SIZE } }) }),
    Checkbox: Checkbox.extend({ vars: () => ({ root: { '--checkbox-size': rem(28) } }) }),
  },
});

/** Gives inputs, buttons, icon buttons and chips of its subtree a height of 44 px (checkboxes 28 px). */
export function TouchTargets({ children }: { children: ReactNode }) {
  return <MantineThemeProvider theme={touchTheme}>{children}</MantineThemeProvider>;
}
