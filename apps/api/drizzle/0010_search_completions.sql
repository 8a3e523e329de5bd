CREATE TABLE "search_completions" (
	"kind" varchar(5) NOT NULL,
	"record_id" integer NOT NULL,
	"word" text NOT NULL,
	"tier" smallint NOT NULL,
	"weight" integer NOT NULL,
	"crag_id" integer,
	CONSTRAINT "search_completions_kind_record_id_word_pk" PRIMARY KEY("kind","record_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_completions" ADD CONSTRAINT "search_completions_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_completions_prefix1_idx" ON "search_completions" USING btree ("kind",left("word", 1),"tier" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"record_id","word");--> statement-breakpoint
CREATE INDEX "search_completions_prefix2_idx" ON "search_completions" USING btree ("kind",left("word", 2),"tier" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"record_id","word");--> statement-breakpoint
CREATE INDEX "search_completions_prefix3_idx" ON "search_completions" USING btree ("kind",left("word", 3),"tier" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"record_id","word");--> statement-breakpoint
CREATE INDEX "search_completions_prefix4_idx" ON "search_completions" USING btree ("kind",left("word", 4),"tier" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"record_id","word");--> statement-breakpoint
CREATE INDEX "search_completions_prefix5_idx" ON "search_completions" USING btree ("kind",left("word", 5),"tier" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"record_id","word");--> statement-breakpoint
CREATE INDEX "search_completions_prefix6_idx" ON "search_completions" USING btree ("kind",left("word", 6),"tier" DESC NULLS FIRST,"weight" DESC NULLS FIRST,"record_id","word");--> statement-breakpoint
CREATE INDEX "search_completions_crag_idx" ON "search_completions" USING btree ("crag_id");--> statement-breakpoint
CREATE INDEX "search_completions_word_trgm_idx" ON "search_completions" USING gin ("word" gin_trgm_ops);