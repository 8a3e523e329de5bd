/** The texts of the team's pages and of the invitation card (`locales/{fr,en}/gym-admin-team.json`). */
export const TEAM_NAMESPACE = 'gym-admin-team';
