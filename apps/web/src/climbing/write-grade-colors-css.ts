import { writeFileSync } from 'node:fs';
import { gradeColorsCss } from './grade-colors-css';

writeFileSync(new URL('./grade-colors.module.css', import.meta.url), gradeColorsCss());
