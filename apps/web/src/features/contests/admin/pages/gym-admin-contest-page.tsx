/** Filled by the contests' organiser pages. */
export default function GymAdminContestPage() {
  return null;
}
