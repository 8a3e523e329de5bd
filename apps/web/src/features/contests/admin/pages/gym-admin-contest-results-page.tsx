/** Filled by the contests' organiser pages. */
export default function GymAdminContestResultsPage() {
  return null;
}
