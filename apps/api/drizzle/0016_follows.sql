CREATE TABLE "follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"followable_type" varchar(40) NOT NULL,
	"followable_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'accepted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_state_check" CHECK ("follows"."state" in ('accepted', 'waiting'))
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_followable_idx" ON "follows" USING btree ("user_id","followable_type","followable_id");--> statement-breakpoint
CREATE INDEX "follows_user_type_created_idx" ON "follows" USING btree ("user_id","followable_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_followable_idx" ON "follows" USING btree ("followable_type","followable_id","state");