CREATE TABLE "gym_administration_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"job_title" varchar(120) NOT NULL,
	"message" text NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"answered_by_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_administrators" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "administrators_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_administration_requests" ADD CONSTRAINT "gym_administration_requests_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_administration_requests" ADD CONSTRAINT "gym_administration_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_administration_requests" ADD CONSTRAINT "gym_administration_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_administrators" ADD CONSTRAINT "gym_administrators_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_administrators" ADD CONSTRAINT "gym_administrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_administration_requests_pending_idx" ON "gym_administration_requests" USING btree ("gym_id","user_id") WHERE "gym_administration_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "gym_administration_requests_state_idx" ON "gym_administration_requests" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "gym_administration_requests_user_idx" ON "gym_administration_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_administrators_gym_user_idx" ON "gym_administrators" USING btree ("gym_id","user_id");--> statement-breakpoint
CREATE INDEX "gym_administrators_user_idx" ON "gym_administrators" USING btree ("user_id");