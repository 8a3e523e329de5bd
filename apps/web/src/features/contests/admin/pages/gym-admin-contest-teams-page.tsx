/** Filled by the contests' organiser pages. */
export default function GymAdminContestTeamsPage() {
  return null;
}
