/** Filled by the contests' public pages. */
export default function ContestResultsPage() {
  return null;
}
