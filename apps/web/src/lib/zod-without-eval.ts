import { config } from 'zod';

// Zod builds faster object parsers with `new Function` when the page lets it, and probes for that with a
// `new Function` of its own. The Content-Security-Policy allows no evaluated code and reports even the
// caught probe as a violation, so the parsers are told not to try. main.tsx imports this module first,
// before any schema is made.
config({ jitless: true });
