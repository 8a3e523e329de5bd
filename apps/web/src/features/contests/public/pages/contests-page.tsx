/** Filled by the contests' public pages. */
export default function ContestsPage() {
  return null;
}
