CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"linkable_type" varchar(30) NOT NULL,
	"linkable_id" integer NOT NULL,
	"user_id" integer,
	"name" varchar(120) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"illustrable_type" varchar(30) NOT NULL,
	"illustrable_id" integer NOT NULL,
	"user_id" integer,
	"description" text,
	"author" varchar(120),
	"licence" varchar(30) DEFAULT 'all_rights_reserved' NOT NULL,
	"cover" boolean DEFAULT false NOT NULL,
	"image_key" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"upload_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_size_check" CHECK ("photos"."width" > 0 AND "photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewable_type" varchar(30) NOT NULL,
	"viewable_id" integer NOT NULL,
	"user_id" integer,
	"provider" varchar(20) NOT NULL,
	"provider_id" varchar(60) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_target_idx" ON "links" USING btree ("linkable_type","linkable_id","created_at");--> statement-breakpoint
CREATE INDEX "links_user_idx" ON "links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_target_idx" ON "photos" USING btree ("illustrable_type","illustrable_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_user_idx" ON "photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_cover_idx" ON "photos" USING btree ("illustrable_type","illustrable_id") WHERE "photos"."cover";--> statement-breakpoint
CREATE INDEX "videos_target_idx" ON "videos" USING btree ("viewable_type","viewable_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_user_idx" ON "videos" USING btree ("user_id","created_at");