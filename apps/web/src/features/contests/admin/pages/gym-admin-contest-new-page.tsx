/** Filled by the contests' organiser pages. */
export default function GymAdminContestNewPage() {
  return null;
}
