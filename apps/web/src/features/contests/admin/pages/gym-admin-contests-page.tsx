/** Filled by the contests' organiser pages. */
export default function GymAdminContestsPage() {
  return null;
}
