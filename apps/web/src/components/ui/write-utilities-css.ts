import { writeFileSync } from 'node:fs';
import { utilitiesCss } from './utilities-css';

writeFileSync(new URL('./utilities.module.css', import.meta.url), utilitiesCss());
