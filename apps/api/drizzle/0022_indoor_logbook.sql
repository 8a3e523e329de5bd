CREATE TABLE "gym_ranking_systems" (
	"gym_id" integer NOT NULL,
	"climbing_type" varchar(20) NOT NULL,
	"system" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_ranking_systems_gym_id_climbing_type_pk" PRIMARY KEY("gym_id","climbing_type")
);
--> statement-breakpoint
ALTER TABLE "ascents" ALTER COLUMN "route_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "climbers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "note" real;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "note_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "hardness_value" real;--> statement-breakpoint
ALTER TABLE "gym_routes" ADD COLUMN "hardness_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ascents" ADD COLUMN "gym_id" integer;--> statement-breakpoint
ALTER TABLE "ascents" ADD COLUMN "level_index" smallint;--> statement-breakpoint
ALTER TABLE "ascents" ADD COLUMN "level_color" varchar(20);--> statement-breakpoint
ALTER TABLE "ascents" ADD COLUMN "quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_ranking_systems" ADD CONSTRAINT "gym_ranking_systems_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_gym_route_id_gym_routes_id_fk" FOREIGN KEY ("gym_route_id") REFERENCES "public"."gym_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascents_user_indoor_idx" ON "ascents" USING btree ("user_id","released_at","ascent_status","roping_status","climbing_type","grade_value","level_color","gym_id","quantity") WHERE "ascents"."kind" = 'gym_route';--> statement-breakpoint
CREATE INDEX "ascents_gym_ranking_idx" ON "ascents" USING btree ("gym_id","user_id","gym_route_id","ascent_status","roping_status","released_at","climbing_type") WHERE "ascents"."gym_route_id" is not null;--> statement-breakpoint
CREATE INDEX "ascents_gym_route_idx" ON "ascents" USING btree ("gym_route_id","user_id");--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_quantity_check" CHECK ("ascents"."quantity" between 1 and 100);