/** Filled by the contests' public pages. */
export default function ContestPage() {
  return null;
}
