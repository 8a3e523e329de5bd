/** Filled by the contests' organiser pages. */
export default function GymAdminContestEditPage() {
  return null;
}
