/** Filled by the contests' organiser pages. */
export default function GymAdminContestParticipantsPage() {
  return null;
}
