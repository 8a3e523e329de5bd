/** Filled by the contests' organiser pages. */
export default function GymAdminContestBannerPage() {
  return null;
}
