import { writeFileSync } from 'node:fs';
import { themeCss } from './theme-css';

writeFileSync(new URL('./theme-variables.css', import.meta.url), themeCss());
