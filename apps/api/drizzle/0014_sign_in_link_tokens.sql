CREATE TABLE "sign_in_link_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_digest" varchar(64) NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_link_tokens_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "sign_in_link_tokens" ADD CONSTRAINT "sign_in_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;