CREATE TABLE "gym_administrator_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"email" varchar(255) NOT NULL,
	"user_id" integer,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"invited_by_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_climbing_styles" (
	"gym_id" integer NOT NULL,
	"climbing_type" varchar(20) NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_climbing_styles_gym_id_climbing_type_pk" PRIMARY KEY("gym_id","climbing_type")
);
--> statement-breakpoint
CREATE TABLE "gym_grade_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_grade_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" smallint NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"grade_value" smallint,
	"points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"climbing_type" varchar(20) NOT NULL,
	"colors_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_openers" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"first_name" varchar(60),
	"last_name" varchar(60),
	"user_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_space_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"plan" varchar(20) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"terms" text,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_deliveries" (
	"job" varchar(60) NOT NULL,
	"period" varchar(40) NOT NULL,
	"recipient" varchar(120) NOT NULL,
	"state" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_deliveries_job_period_recipient_pk" PRIMARY KEY("job","period","recipient")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"job" varchar(60) NOT NULL,
	"period" varchar(40) NOT NULL,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scheduled_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "opener_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "styles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_spaces" ADD COLUMN "gym_space_group_id" integer;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "difficulty_system_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gym_administrator_invitations" ADD CONSTRAINT "gym_administrator_invitations_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_administrator_invitations" ADD CONSTRAINT "gym_administrator_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_administrator_invitations" ADD CONSTRAINT "gym_administrator_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_climbing_styles" ADD CONSTRAINT "gym_climbing_styles_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_grade_lines" ADD CONSTRAINT "gym_grade_lines_gym_grade_id_gym_grades_id_fk" FOREIGN KEY ("gym_grade_id") REFERENCES "public"."gym_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_grade_lines" ADD CONSTRAINT "gym_grade_lines_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_grades" ADD CONSTRAINT "gym_grades_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_openers" ADD CONSTRAINT "gym_openers_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_openers" ADD CONSTRAINT "gym_openers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_space_groups" ADD CONSTRAINT "gym_space_groups_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_subscriptions" ADD CONSTRAINT "gym_subscriptions_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_subscriptions" ADD CONSTRAINT "gym_subscriptions_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_administrator_invitations_pending_idx" ON "gym_administrator_invitations" USING btree ("gym_id","email") WHERE "gym_administrator_invitations"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "gym_administrator_invitations_token_idx" ON "gym_administrator_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "gym_administrator_invitations_user_idx" ON "gym_administrator_invitations" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "gym_administrator_invitations_email_idx" ON "gym_administrator_invitations" USING btree ("email","state");--> statement-breakpoint
CREATE INDEX "gym_grade_lines_grade_idx" ON "gym_grade_lines" USING btree ("gym_grade_id","position");--> statement-breakpoint
CREATE INDEX "gym_grades_gym_idx" ON "gym_grades" USING btree ("gym_id","id");--> statement-breakpoint
CREATE INDEX "gym_openers_gym_idx" ON "gym_openers" USING btree ("gym_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_openers_gym_user_idx" ON "gym_openers" USING btree ("gym_id","user_id") WHERE "gym_openers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "gym_space_groups_gym_idx" ON "gym_space_groups" USING btree ("gym_id","position");--> statement-breakpoint
CREATE INDEX "gym_subscriptions_gym_idx" ON "gym_subscriptions" USING btree ("gym_id","starts_on");--> statement-breakpoint
ALTER TABLE "gym_spaces" ADD CONSTRAINT "gym_spaces_gym_space_group_id_gym_space_groups_id_fk" FOREIGN KEY ("gym_space_group_id") REFERENCES "public"."gym_space_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_routes_openers_idx" ON "gym_routes" USING gin ("opener_ids");--> statement-breakpoint
CREATE INDEX "ascents_gym_released_idx" ON "ascents" USING btree ("gym_id","released_at","user_id","ascent_status") WHERE "ascents"."gym_route_id" is not null;