CREATE TABLE "gym_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"description" text,
	"web_site" varchar(255),
	"logo_key" varchar(200),
	"banner_key" varchar(200),
	"gyms_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"climbing_type" varchar(20) NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"gym_space_id" integer NOT NULL,
	"gym_sector_id" integer NOT NULL,
	"name" varchar(120),
	"description" text,
	"climbing_type" varchar(20) NOT NULL,
	"hold_colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"grade_value" smallint,
	"grade_text" varchar(40),
	"pitches_count" smallint DEFAULT 1 NOT NULL,
	"fixed_points" integer,
	"level_index" smallint,
	"level_color" varchar(20),
	"sub_level" smallint,
	"anchor_number" smallint,
	"openers" text[] DEFAULT '{}'::text[] NOT NULL,
	"opened_at" date NOT NULL,
	"dismounted_at" date,
	"picture_key" varchar(200),
	"picture_width" integer,
	"picture_height" integer,
	"thumbnail_key" varchar(200),
	"likes_count" integer DEFAULT 0 NOT NULL,
	"ascents_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"gym_space_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"climbing_type" varchar(20),
	"height" smallint,
	"anchor_from" smallint,
	"anchor_to" smallint,
	"polygon" jsonb,
	"position" smallint DEFAULT 0 NOT NULL,
	"mounted_routes_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"description" text,
	"climbing_type" varchar(20),
	"position" smallint DEFAULT 0 NOT NULL,
	"plan_key" varchar(200),
	"plan_width" integer,
	"plan_height" integer,
	"sectors_count" integer DEFAULT 0 NOT NULL,
	"mounted_routes_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"description" text,
	"address" varchar(255) NOT NULL,
	"postal_code" varchar(20),
	"city" varchar(120) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(60) NOT NULL,
	"email" varchar(255),
	"phone_number" varchar(40),
	"web_site" varchar(255),
	"hours" text,
	"climbing_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"gym_type" varchar(10) NOT NULL,
	"gym_chain_id" integer,
	"logo_key" varchar(200),
	"banner_key" varchar(200),
	"spaces_count" integer DEFAULT 0 NOT NULL,
	"mounted_routes_count" integer DEFAULT 0 NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_chains" ADD CONSTRAINT "gym_chains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_levels" ADD CONSTRAINT "gym_levels_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD CONSTRAINT "gym_routes_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD CONSTRAINT "gym_routes_gym_space_id_gym_spaces_id_fk" FOREIGN KEY ("gym_space_id") REFERENCES "public"."gym_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD CONSTRAINT "gym_routes_gym_sector_id_gym_sectors_id_fk" FOREIGN KEY ("gym_sector_id") REFERENCES "public"."gym_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD CONSTRAINT "gym_routes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_sectors" ADD CONSTRAINT "gym_sectors_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_sectors" ADD CONSTRAINT "gym_sectors_gym_space_id_gym_spaces_id_fk" FOREIGN KEY ("gym_space_id") REFERENCES "public"."gym_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_sectors" ADD CONSTRAINT "gym_sectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_spaces" ADD CONSTRAINT "gym_spaces_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_spaces" ADD CONSTRAINT "gym_spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_gym_chain_id_gym_chains_id_fk" FOREIGN KEY ("gym_chain_id") REFERENCES "public"."gym_chains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gyms" ADD CONSTRAINT "gyms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_chains_name_trgm_idx" ON "gym_chains" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gym_levels_gym_type_idx" ON "gym_levels" USING btree ("gym_id","climbing_type");--> statement-breakpoint
CREATE INDEX "gym_routes_gym_mounted_idx" ON "gym_routes" USING btree ("gym_id","opened_at" DESC NULLS LAST,"id") WHERE "gym_routes"."dismounted_at" is null;--> statement-breakpoint
CREATE INDEX "gym_routes_sector_idx" ON "gym_routes" USING btree ("gym_sector_id","dismounted_at");--> statement-breakpoint
CREATE INDEX "gym_routes_space_idx" ON "gym_routes" USING btree ("gym_space_id","dismounted_at");--> statement-breakpoint
CREATE INDEX "gym_sectors_space_idx" ON "gym_sectors" USING btree ("gym_space_id","position");--> statement-breakpoint
CREATE INDEX "gym_spaces_gym_idx" ON "gym_spaces" USING btree ("gym_id","position");--> statement-breakpoint
CREATE INDEX "gyms_name_trgm_idx" ON "gyms" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_city_trgm_idx" ON "gyms" USING gin (f_unaccent(lower("city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_earth_idx" ON "gyms" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "gyms_map_markers_idx" ON "gyms" USING btree ("latitude","longitude","id","name","slug_name","climbing_types");--> statement-breakpoint
CREATE INDEX "gyms_chain_idx" ON "gyms" USING btree ("gym_chain_id");--> statement-breakpoint
CREATE INDEX "gyms_followers_idx" ON "gyms" USING btree ("followers_count" DESC NULLS LAST,"id");