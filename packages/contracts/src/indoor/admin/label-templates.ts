/** Label templates and the labels they print (docs/domain/indoor.md, "Administration"). */
export {};
