CREATE TABLE "gym_label_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"layout" varchar(20) DEFAULT 'row' NOT NULL,
	"paper_size" varchar(10) DEFAULT 'a4' NOT NULL,
	"orientation" varchar(10) DEFAULT 'portrait' NOT NULL,
	"font" varchar(20) DEFAULT 'sans_serif' NOT NULL,
	"qr_position" varchar(10) DEFAULT 'right' NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"footer" varchar(120),
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_opening_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"number_of_columns" smallint DEFAULT 6 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_by" varchar(10);--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "as_gym_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hidden_by" varchar(10);--> statement-breakpoint
ALTER TABLE "gym_label_templates" ADD CONSTRAINT "gym_label_templates_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_opening_sheets" ADD CONSTRAINT "gym_opening_sheets_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_opening_sheets" ADD CONSTRAINT "gym_opening_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_label_templates_gym_idx" ON "gym_label_templates" USING btree ("gym_id","name");--> statement-breakpoint
CREATE INDEX "gym_opening_sheets_gym_idx" ON "gym_opening_sheets" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "gym_routes_gym_opened_idx" ON "gym_routes" USING btree ("gym_id","opened_at");--> statement-breakpoint
CREATE INDEX "comments_record_idx" ON "comments" USING btree ("commentable_type","commentable_id","created_at");
--> statement-breakpoint
UPDATE "comments" SET "hidden_by" = 'site' WHERE "hidden";--> statement-breakpoint
UPDATE "videos" SET "hidden_by" = 'site' WHERE "hidden";