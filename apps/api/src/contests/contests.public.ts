/*
 * What other parts of the server may use of the contests (through `app.ts` and `composition.ts`): their routes, the
 * heads of their pages, the jobs that reveal results and resume imports' e-mails, the demo contests' seed.
 */

export { contestsRoutes } from './contests.routes';
export { contestResultsRevealJob } from './organise/results-reveal.job';
export { contestPageHeads } from './page-heads';
export { contestImportEmailsJob } from './participants/participant-import.service';
export { contestsSeed } from './seed/contests.seed';
