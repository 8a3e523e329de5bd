/**
 * Lookups by key that arrive in the same turn of the event loop, answered together by one query
 * (`fetch`), each caller getting the row of its own key. The query is sent once the turn's requests
 * have all been read (`setImmediate`), so it starts after every one of them arrived: it sees every
 * write committed before any of them, exactly as a query of its own would. A failed query fails
 * every caller of its batch.
 */
export class BatchedLookup<Key, Row> {
  private pending = new Map<Key, { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void }[]>();
  private scheduled = false;

  constructor(
    private readonly fetch: (keys: Key[]) => Promise<Map<Key, Row>>,
    private readonly maxBatch = 200,
  ) {}

  load(key: Key): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (this.pending.size >= this.maxBatch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.fetch([...batch.keys()]).then(
      (rows) => {
        for (const [key, callers] of batch) for (const caller of callers) caller.resolve(rows.get(key));
      },
      (error: unknown) => {
        for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
      },
    );
  }
}
