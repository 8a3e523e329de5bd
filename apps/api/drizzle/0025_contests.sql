CREATE TABLE "contest_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"capacity" integer,
	"unisex" boolean DEFAULT false NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"min_birth_year" smallint,
	"max_birth_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"club" varchar(120),
	"contest_category_id" integer NOT NULL,
	"contest_wave_id" integer,
	"contest_team_id" integer,
	"user_id" integer,
	"bib_number" integer NOT NULL,
	"token_digest" varchar(64) NOT NULL,
	"state" varchar(12) DEFAULT 'registered' NOT NULL,
	"waiting_since" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"language" varchar(2) DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_participant_id" integer NOT NULL,
	"contest_route_id" integer NOT NULL,
	"topped" boolean DEFAULT false NOT NULL,
	"top_attempt" smallint,
	"zone" boolean DEFAULT false NOT NULL,
	"zone_1_attempt" smallint,
	"zone_2_attempt" smallint,
	"attempts" smallint,
	"hold_number" smallint,
	"hold_plus" boolean DEFAULT false NOT NULL,
	"time_ms" integer,
	"source" varchar(12) DEFAULT 'organiser' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_route_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_step_id" integer NOT NULL,
	"name" varchar(80),
	"gender" varchar(10) DEFAULT 'unisex' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_route_group_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"holds_count" smallint,
	"points" integer,
	"zones_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"climbing_type" varchar(10) NOT NULL,
	"name" varchar(80),
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_stage_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"kind" varchar(20) DEFAULT 'qualification' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"ranking_type" varchar(40) NOT NULL,
	"best_routes_count" smallint,
	"qualified_count" smallint,
	"self_reporting" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_waves" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"draft" boolean DEFAULT true NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"hide_results_until" timestamp with time zone,
	"team_contest" boolean DEFAULT false NOT NULL,
	"participants_per_team" smallint,
	"combined_ranking" varchar(20) DEFAULT 'points_table' NOT NULL,
	"banner_key" varchar(200),
	"next_bib_number" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_categories" ADD CONSTRAINT "contest_categories_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_contest_category_id_contest_categories_id_fk" FOREIGN KEY ("contest_category_id") REFERENCES "public"."contest_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_contest_wave_id_contest_waves_id_fk" FOREIGN KEY ("contest_wave_id") REFERENCES "public"."contest_waves"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_contest_team_id_contest_teams_id_fk" FOREIGN KEY ("contest_team_id") REFERENCES "public"."contest_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_participant_id_contest_participants_id_fk" FOREIGN KEY ("contest_participant_id") REFERENCES "public"."contest_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_contest_route_id_contest_routes_id_fk" FOREIGN KEY ("contest_route_id") REFERENCES "public"."contest_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_route_groups" ADD CONSTRAINT "contest_route_groups_contest_step_id_contest_steps_id_fk" FOREIGN KEY ("contest_step_id") REFERENCES "public"."contest_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_routes" ADD CONSTRAINT "contest_routes_contest_route_group_id_contest_route_groups_id_fk" FOREIGN KEY ("contest_route_group_id") REFERENCES "public"."contest_route_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_stages" ADD CONSTRAINT "contest_stages_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_steps" ADD CONSTRAINT "contest_steps_contest_stage_id_contest_stages_id_fk" FOREIGN KEY ("contest_stage_id") REFERENCES "public"."contest_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_teams" ADD CONSTRAINT "contest_teams_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_waves" ADD CONSTRAINT "contest_waves_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_categories_contest_idx" ON "contest_categories" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "contest_participants_contest_idx" ON "contest_participants" USING btree ("contest_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participants_bib_idx" ON "contest_participants" USING btree ("contest_id","bib_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participants_token_idx" ON "contest_participants" USING btree ("token_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participants_person_idx" ON "contest_participants" USING btree ("contest_id",lower("first_name"),lower("last_name"),"date_of_birth") WHERE "contest_participants"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "contest_participants_user_idx" ON "contest_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_results_participant_route_idx" ON "contest_results" USING btree ("contest_participant_id","contest_route_id");--> statement-breakpoint
CREATE INDEX "contest_results_route_idx" ON "contest_results" USING btree ("contest_route_id");--> statement-breakpoint
CREATE INDEX "contest_route_groups_step_idx" ON "contest_route_groups" USING btree ("contest_step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_routes_number_idx" ON "contest_routes" USING btree ("contest_route_group_id","number");--> statement-breakpoint
CREATE INDEX "contest_stages_contest_idx" ON "contest_stages" USING btree ("contest_id","position");--> statement-breakpoint
CREATE INDEX "contest_steps_stage_idx" ON "contest_steps" USING btree ("contest_stage_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_teams_name_idx" ON "contest_teams" USING btree ("contest_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contest_waves_contest_idx" ON "contest_waves" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "contests_gym_idx" ON "contests" USING btree ("gym_id","start_date");--> statement-breakpoint
CREATE INDEX "contests_start_idx" ON "contests" USING btree ("start_date");