/** Filled by the contests' public pages. */
export default function MyContestPage() {
  return null;
}
