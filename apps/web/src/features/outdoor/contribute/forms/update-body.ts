/** The PUT body of a crag's child record: its POST body without `crag_id`, which never changes. */
export function withoutCragId<Body extends { crag_id: number }>(body: Body): Omit<Body, 'crag_id'> {
  const { crag_id: _cragId, ...rest } = body;
  return rest;
}
