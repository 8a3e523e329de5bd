/*
 * What other parts of the server may use of the contests (through `app.ts` and `composition.ts`): their routes.
 */

export { contestsRoutes } from './contests.routes';
