CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"alertable_type" varchar(20) NOT NULL,
	"alertable_id" integer NOT NULL,
	"alert_type" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_on" date,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"crag_id" integer NOT NULL,
	"path" jsonb NOT NULL,
	"length" integer NOT NULL,
	"approach_type" varchar(20),
	"walking_time" smallint,
	"description" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_crags" (
	"area_id" integer NOT NULL,
	"crag_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_crags_area_id_crag_id_pk" PRIMARY KEY("area_id","crag_id")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"description" text,
	"source" varchar(40),
	"source_id" varchar(40),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name_fr" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "crag_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"crag_id" integer NOT NULL,
	"crag_sector_id" integer,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"climbing_type" varchar(20) NOT NULL,
	"description" text,
	"height" smallint,
	"open_year" smallint,
	"opener" varchar(200),
	"incline" varchar(20),
	"start_type" varchar(20),
	"reception" varchar(20),
	"bolt_type" varchar(20),
	"anchor_type" varchar(20),
	"pitches" jsonb NOT NULL,
	"pitches_count" smallint DEFAULT 1 NOT NULL,
	"grade_min_value" smallint,
	"grade_max_value" smallint,
	"grade_text" varchar(40),
	"note" real,
	"note_count" integer DEFAULT 0 NOT NULL,
	"hardness_value" real,
	"hardness_count" integer DEFAULT 0 NOT NULL,
	"ascents_count" integer DEFAULT 0 NOT NULL,
	"climbers_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crag_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"crag_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"orientations" text[] DEFAULT '{}'::text[] NOT NULL,
	"sun" varchar(20),
	"rain" varchar(20),
	"source" varchar(40),
	"source_id" varchar(40),
	"routes_count" integer DEFAULT 0 NOT NULL,
	"grade_min_value" smallint,
	"grade_max_value" smallint,
	"figures" jsonb DEFAULT '{"climbing_types":{},"degrees":{},"grades":{}}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug_name" varchar(140) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation" integer,
	"country_id" integer,
	"department_id" integer,
	"town_id" integer,
	"climbing_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"rocks" text[] DEFAULT '{}'::text[] NOT NULL,
	"rain" varchar(20),
	"sun" varchar(20),
	"orientations" text[] DEFAULT '{}'::text[] NOT NULL,
	"seasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_approach_time" smallint,
	"max_approach_time" smallint,
	"description" text,
	"source" varchar(40),
	"source_id" varchar(40),
	"routes_count" integer DEFAULT 0 NOT NULL,
	"sectors_count" integer DEFAULT 0 NOT NULL,
	"grade_min_value" smallint,
	"grade_max_value" smallint,
	"figures" jsonb DEFAULT '{"climbing_types":{},"degrees":{},"grades":{}}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"number" varchar(3) NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(140) NOT NULL,
	"region_name" varchar(120),
	CONSTRAINT "departments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" serial PRIMARY KEY NOT NULL,
	"crag_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" text,
	"source" varchar(40),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rock_bars" (
	"id" serial PRIMARY KEY NOT NULL,
	"crag_id" integer NOT NULL,
	"crag_sector_id" integer,
	"path" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"department_id" integer,
	"code" varchar(10),
	"name" varchar(160) NOT NULL,
	"slug" varchar(180) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer,
	CONSTRAINT "towns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"event" varchar(10) NOT NULL,
	"item_name" varchar(160),
	"changes" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approaches" ADD CONSTRAINT "approaches_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approaches" ADD CONSTRAINT "approaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_crags" ADD CONSTRAINT "area_crags_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_crags" ADD CONSTRAINT "area_crags_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_crags" ADD CONSTRAINT "area_crags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crag_routes" ADD CONSTRAINT "crag_routes_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crag_routes" ADD CONSTRAINT "crag_routes_crag_sector_id_crag_sectors_id_fk" FOREIGN KEY ("crag_sector_id") REFERENCES "public"."crag_sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crag_routes" ADD CONSTRAINT "crag_routes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crag_sectors" ADD CONSTRAINT "crag_sectors_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crag_sectors" ADD CONSTRAINT "crag_sectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crags" ADD CONSTRAINT "crags_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crags" ADD CONSTRAINT "crags_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crags" ADD CONSTRAINT "crags_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crags" ADD CONSTRAINT "crags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_bars" ADD CONSTRAINT "rock_bars_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_bars" ADD CONSTRAINT "rock_bars_crag_sector_id_crag_sectors_id_fk" FOREIGN KEY ("crag_sector_id") REFERENCES "public"."crag_sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_bars" ADD CONSTRAINT "rock_bars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_alertable_idx" ON "alerts" USING btree ("alertable_type","alertable_id");--> statement-breakpoint
CREATE INDEX "approaches_crag_idx" ON "approaches" USING btree ("crag_id");--> statement-breakpoint
CREATE INDEX "area_crags_crag_idx" ON "area_crags" USING btree ("crag_id");--> statement-breakpoint
CREATE INDEX "areas_name_trgm_idx" ON "areas" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "areas_name_fts_idx" ON "areas" USING gin (to_tsvector('simple', f_unaccent(lower("name"))));--> statement-breakpoint
CREATE INDEX "crag_routes_crag_grade_idx" ON "crag_routes" USING btree ("crag_id","grade_min_value","grade_max_value");--> statement-breakpoint
CREATE INDEX "crag_routes_sector_idx" ON "crag_routes" USING btree ("crag_sector_id");--> statement-breakpoint
CREATE INDEX "crag_routes_created_idx" ON "crag_routes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "crag_routes_name_trgm_idx" ON "crag_routes" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crag_routes_name_fts_idx" ON "crag_routes" USING gin (to_tsvector('simple', f_unaccent(lower("name"))));--> statement-breakpoint
CREATE INDEX "crag_sectors_crag_idx" ON "crag_sectors" USING btree ("crag_id");--> statement-breakpoint
CREATE INDEX "crags_name_trgm_idx" ON "crags" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crags_name_fts_idx" ON "crags" USING gin (to_tsvector('simple', f_unaccent(lower("name"))));--> statement-breakpoint
CREATE INDEX "crags_earth_idx" ON "crags" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "crags_lat_lng_idx" ON "crags" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "crags_department_idx" ON "crags" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "crags_created_idx" ON "crags" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crags_source_idx" ON "crags" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "parks_crag_idx" ON "parks" USING btree ("crag_id");--> statement-breakpoint
CREATE INDEX "rock_bars_crag_idx" ON "rock_bars" USING btree ("crag_id");--> statement-breakpoint
CREATE INDEX "towns_name_trgm_idx" ON "towns" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "towns_earth_idx" ON "towns" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "towns_department_idx" ON "towns" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "versions_item_idx" ON "versions" USING btree ("item_type","item_id","created_at");